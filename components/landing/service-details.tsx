import { CheckIcon } from '@/components/ui/icon';
import { Accordion } from '@/components/ui/accordion';
import type { LandingWords, ServiceDetail } from '@/content/pages/landing';

/** Splits "Heading: explanation" at the first colon. */
function splitBenefit(benefit: string): [string, string] {
  const at = benefit.indexOf(':');
  return [benefit.slice(0, at), benefit.slice(at + 1).trim()];
}

/**
 * The full details of one esthetics service, as shown in its Learn More dialog: intro, what it is, How Does It
 * Work (only where the service has steps), benefits and three questions. Rendered on the server, in the HTML.
 */
export function ServiceDetails({
  slug,
  detail,
  words,
}: {
  slug: string;
  detail: ServiceDetail;
  words: LandingWords['details'];
}) {
  return (
    <div className="space-y-6 text-left leading-relaxed text-charcoal-700">
      <p className="text-lg text-charcoal-800">{detail.intro}</p>
      <div>
        <h3 className="text-xl font-semibold">{detail.whatItIsTitle}</h3>
        <p className="mt-2">{detail.whatItIs}</p>
      </div>
      {detail.process ? (
        <div>
          <h3 className="text-xl font-semibold">{words.process}</h3>
          <ol className="mt-3 space-y-3">
            {detail.process.map((step, index) => (
              <li key={step.step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-charcoal-900 text-sm font-semibold text-cream-50"
                >
                  {index + 1}
                </span>
                <span>
                  <strong className="font-semibold text-charcoal-900">{step.step}:</strong> {step.description}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div>
        <h3 className="text-xl font-semibold">{words.benefits}</h3>
        <ul className="mt-3 space-y-2">
          {detail.benefits.map((benefit) => {
            const [heading, explanation] = splitBenefit(benefit);
            return (
              <li key={heading} className="flex gap-2">
                <CheckIcon />
                <span>
                  <strong className="font-semibold text-charcoal-900">{heading}:</strong> {explanation}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="mb-3 text-xl font-semibold">{words.questions}</h3>
        <Accordion name={`${slug}-faq`} items={detail.faqs} headingLevel={4} />
      </div>
    </div>
  );
}
