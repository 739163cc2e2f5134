import { CheckIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import type { TreatmentGuide } from '@/content/services';
import { locationPagesCopy } from '@/content/pages/locations';
import type { Locale } from '@/lib/format/locale';

/** The shared information block of a treatment: what it involves, how to prepare, aftercare. */
export function TreatmentGuideSection({ guide, locale }: { guide: TreatmentGuide; locale: Locale }) {
  const words = locationPagesCopy[locale].guide;
  const columns = [
    { title: words.involves, items: guide.involves },
    { title: words.prepare, items: guide.prepare },
    { title: words.aftercare, items: guide.aftercare },
  ];
  return (
    <Section id="what-to-expect" eyebrow={words.eyebrow} title={guide.title} tone="cream">
      <div className="grid gap-6 lg:grid-cols-3">
        {columns.map((column) => (
          <div key={column.title} className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold">{column.title}</h3>
            <ul className="mt-4 space-y-3">
              {column.items.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed text-charcoal-700">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-gold-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
