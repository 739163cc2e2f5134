import { Accordion } from '@/components/ui/accordion';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import type { FaqItem } from '@/content/esthetics';
import { faqPage } from '@/lib/schema';

/** The page's FAQ: a single-open accordion (native <details name>) and the matching FAQPage JSON-LD. */
export function LandingFaq({ items, name, title, intro }: { items: FaqItem[]; name: string; title: string; intro?: string }) {
  return (
    <Section id="faq" eyebrow="Questions" title={title} intro={intro} deferred tone="cream">
      <div className="mx-auto max-w-3xl">
        <Accordion name={name} items={items} />
      </div>
      <JsonLd data={faqPage(items)} />
    </Section>
  );
}
