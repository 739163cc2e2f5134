import { ConsentForm } from '@/components/consent/consent-form';
import { PrintButton } from '@/components/consent/print-button-client';
import { PageHero } from '@/components/ui/page-hero';
import { spanishReaderNote, termsCopy } from '@/content/pages/terms';
import { site } from '@/content/site';
import type { Locale } from '@/lib/format/locale';

/**
 * The treatment consent form. Both editions show the whole bilingual form (English, then Spanish), as clients sign
 * it; the introduction is in the page's language, and the English page adds a Spanish line for Spanish readers.
 */
export function TermsPage({ locale }: { locale: Locale }) {
  const copy = termsCopy[locale];
  return (
    <>
      <div className="no-print">
        <PageHero
          locale={locale}
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={
            <>
              <p>{copy.intro}</p>
              {locale === 'en' ? (
                <p lang="es" className="mt-2 text-base">
                  {spanishReaderNote}
                </p>
              ) : null}
            </>
          }
        >
          <PrintButton label={copy.print} />
        </PageHero>
      </div>
      <div className="consent-page bg-cream-50 py-16">
        <div className="mx-auto max-w-4xl space-y-12 px-4 sm:px-6 lg:px-8">
          <p className="print-only consent-print-header font-semibold">
            {site.name} · {site.address.locality}, {site.address.region} · {site.phone.display}
          </p>
          <ConsentForm lang="en" />
          <ConsentForm lang="es" />
        </div>
      </div>
    </>
  );
}
