import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';

/** The centered "View All Services" link that closes service lists across the site. */
export function ViewAllServices({
  tone = 'light',
  className = 'mt-10',
  locale,
}: {
  tone?: 'light' | 'dark';
  className?: string;
  locale: Locale;
}) {
  return (
    <p className={`${className} text-center`}>
      <Link locale={locale} href="/services" className={tone === 'dark' ? buttonStyles.light : buttonStyles.secondary}>
        {ui[locale].viewAllServices}
      </Link>
    </p>
  );
}
