import { consent } from '@/content/consent';
import type { Locale } from '@/lib/format/locale';

/** One language of the consent form. The signature and date lines appear only on paper. */
export function ConsentForm({ lang }: { lang: Locale }) {
  const copy = consent[lang];
  const id = (part: string) => `consent-${lang}-${part}`;
  return (
    <section
      lang={lang}
      aria-labelledby={id('title')}
      className="consent-half rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200 sm:p-10"
    >
      <h2 id={id('title')} className="text-3xl font-semibold">
        {/* The space in one text node with the title: Chrome's accessibility tree dropped it as a node of its own
            ("Treatment Consent Form(English)"). */}
        {`${copy.title} `}
        <span className="text-base font-normal text-charcoal-700">({copy.languageName})</span>
      </h2>
      <p className="mt-4 text-charcoal-700">{copy.intro}</p>

      <h3 className="mt-8 text-xl font-semibold">{copy.authorization.heading}</h3>
      {copy.authorization.paragraphs.map((p) => (
        <p key={p} className="mt-3 leading-relaxed">
          {p}
        </p>
      ))}

      <h3 className="mt-8 text-xl font-semibold">{copy.risks.heading}</h3>
      <p className="mt-3 leading-relaxed">{copy.risks.intro}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {copy.risks.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
        <li>
          {copy.risks.otherLabel}:{' '}
          <span
            className="consent-blank inline-block w-64 max-w-full border-b border-charcoal-700 align-bottom"
            aria-hidden="true"
          >
            &nbsp;
          </span>
        </li>
      </ul>
      <p className="mt-3 leading-relaxed">{copy.risks.closing}</p>

      <h3 className="mt-8 text-xl font-semibold">{copy.photography.heading}</h3>
      <p className="mt-3 leading-relaxed">{copy.photography.body}</p>
      <ConsentCheckbox id={id('photo')} label={copy.photography.checkboxLabel} />
      <ConsentCheckbox id={id('photo-marketing')} label={copy.photography.marketingLabel} />

      <h3 className="mt-8 text-xl font-semibold">{copy.acknowledgement.heading}</h3>
      <p className="mt-3">{copy.acknowledgement.intro}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {copy.acknowledgement.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <p className="consent-closing mt-6 font-semibold">{copy.closing}</p>

      <div className="print-only mt-8 space-y-8">
        {[copy.signature.clientName, copy.signature.signature, copy.signature.guardian].map((label) => (
          <div key={label} className="signature-line">
            <span>{label}</span>
          </div>
        ))}
        <div className="signature-line signature-line-short">
          <span>{copy.signature.date}</span>
        </div>
      </div>
    </section>
  );
}

/** One optional photography consent: a checkbox and its label, side by side. */
function ConsentCheckbox({ id, label }: { id: string; label: string }) {
  return (
    <p className="mt-3 flex items-start gap-3">
      <input id={id} type="checkbox" name={id} className="consent-checkbox mt-1 size-5 shrink-0 accent-charcoal-900" />
      <label htmlFor={id} className="leading-relaxed">
        {label}
      </label>
    </p>
  );
}
