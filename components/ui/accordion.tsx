import { SolidIcon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { AccordionKeys } from '@/components/ui/accordion-keys-client';

export type AccordionItem = { question: string; answer: ReactNode };

/**
 * FAQ accordion built on native <details name>: one item open at a time, collapsible again, answers in the
 * static HTML and usable without JavaScript. A small client leaf adds Arrow Up/Down, Home and End.
 */
export function Accordion({
  items,
  name,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  name: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionKeys className="divide-y divide-cream-300 rounded-2xl border border-cream-300 bg-white">
      {items.map((item, index) => (
        <details key={item.question} name={name} className="group accordion-item" data-index={index}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-charcoal-900 hover:bg-cream-100 [&::-webkit-details-marker]:hidden">
            <Heading className="font-sans text-base font-semibold">{item.question}</Heading>
            <SolidIcon
              path="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
              className="size-5 shrink-0 text-gold-700 transition group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-charcoal-700">{item.answer}</div>
        </details>
      ))}
    </AccordionKeys>
  );
}
