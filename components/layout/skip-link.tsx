import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-md bg-charcoal-900 px-4 py-2 font-medium text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {ui[locale].skipLink}
    </a>
  );
}
