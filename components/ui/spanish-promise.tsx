import { Link } from '@/components/ui/link';
import { spanishPromise } from '@/content/pages/home';

/**
 * English pages' promise to Spanish speakers: the lead in English, the promise and the link to the Spanish home in
 * Spanish, marked lang="es" so screen readers switch voice and the link says where it goes (hreflang).
 */
export function SpanishPromise({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <p className={className}>
      {spanishPromise.lead} <span lang="es">{spanishPromise.promise}</span>{' '}
      <Link locale="es" href="/" lang="es" hrefLang="es" className={linkClassName}>
        {spanishPromise.link}
      </Link>
    </p>
  );
}
