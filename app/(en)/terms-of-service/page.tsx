import { ConsentForm } from '@/components/consent/consent-form';
import { PrintButton } from '@/components/consent/print-button-client';
import { PageHero } from '@/components/ui/page-hero';
import { consent } from '@/content/consent';
import { site } from '@/content/site';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/terms-of-service');

export default function TermsOfServicePage() {
  return (
    <>
      <div className="no-print">
        <PageHero
          eyebrow="Terms of Service · Términos de servicio"
          title="Treatment Consent Form"
          intro={
            <>
              <p>
                Before any treatment, every client of {site.name} reviews and signs this consent form at the studio. Read it here in
                English, then in Spanish, or print it to bring with you.
              </p>
              <p lang="es" className="mt-2 text-base">
                Antes de cualquier tratamiento, cada cliente revisa y firma este formulario en el estudio. Puede leerlo aquí en inglés y en
                español, o imprimirlo.
              </p>
            </>
          }
        >
          <PrintButton />
        </PageHero>
      </div>
      <div className="consent-page bg-cream-50 py-16">
        <div className="mx-auto max-w-4xl space-y-12 px-4 sm:px-6 lg:px-8">
          <p className="print-only consent-print-header font-semibold">
            {site.name} · {site.address.locality}, {site.address.region} · {site.phone.display}
          </p>
          <ConsentForm copy={consent.en} />
          <ConsentForm copy={consent.es} />
        </div>
      </div>
    </>
  );
}
