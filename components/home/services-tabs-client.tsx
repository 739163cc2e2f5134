'use client';

import type { Locale } from '@/lib/format/locale';
import { useState, type KeyboardEvent } from 'react';
import { HomeServiceCard, type HomeServiceCardData } from '@/components/home/home-service-card-client';
import type { HomeCopy } from '@/content/pages/home';

/**
 * The four service categories as tabs (Facials first), following the WAI-ARIA tabs pattern: arrow keys, Home and
 * End move between tabs and select them, only the selected tab is in the tab order. Every panel stays in the HTML;
 * hidden ones are only hidden. Styled by `.pill-tabs` and `.services-panel` in globals.css.
 */
export function ServicesTabs({
  categories: tabs,
  label,
  cardWords,
  locale,
}: {
  categories: { id: string; label: string; cards: HomeServiceCardData[] }[];
  /** The tab list's name and the cards' button words, in the page's language. */
  label: string;
  cardWords: HomeCopy['services']['card'];
  locale: Locale;
}) {
  const [selected, setSelected] = useState(0);
  const last = tabs.length - 1;

  const select = (index: number) => {
    setSelected(index);
    document.getElementById(`services-tab-${tabs[index]!.id}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} className="pill-tabs">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`services-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`services-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`services-panel-${tab.id}`}
          aria-labelledby={`services-tab-${tab.id}`}
          tabIndex={0}
          hidden={i !== selected}
          data-category={tab.id}
          className="services-panel"
        >
          <ul>
            {tab.cards.map((card) => (
              <HomeServiceCard key={card.title} card={card} words={cardWords} locale={locale} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
