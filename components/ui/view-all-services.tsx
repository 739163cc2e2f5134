import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';

/** The centered "View All Services" link that closes service lists across the site. */
export function ViewAllServices({ tone = 'light', className = 'mt-10' }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <p className={`${className} text-center`}>
      <Link href="/services" className={tone === 'dark' ? buttonStyles.light : buttonStyles.secondary}>
        View All Services
      </Link>
    </p>
  );
}
