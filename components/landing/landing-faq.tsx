import { Accordion } from '@/components/ui/accordion';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import type { FaqItem } from '@/content/pages/landing';
import type { Locale } from '@/lib/format/locale';
import { faqPage } from '@/site/schema';

/** The page's FAQ: a single-open accordion (native <details name>) and the matching FAQPage JSON-LD. */
export function LandingFaq({
  items,
  name,
  eyebrow,
  title,
  intro,
  locale,
}: {
  items: FaqItem[];
  name: string;
  eyebrow: string;
  title: string;
  intro?: string;
  locale: Locale;
}) {
  return (
    <Section id="faq" eyebrow={eyebrow} title={title} intro={intro} tone="cream">
      <div className="mx-auto max-w-3xl">
        <Accordion name={name} items={items} />
      </div>
      <JsonLd data={faqPage(items, locale)} />
    </Section>
  );
}
