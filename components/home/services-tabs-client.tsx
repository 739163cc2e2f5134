'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const tabClass =
  'rounded-full px-5 py-2.5 text-sm font-semibold text-charcoal-800 transition hover:bg-cream-50 data-selected:bg-charcoal-900 data-selected:text-cream-50 sm:text-base';

/**
 * The four service categories as tabs (Facials first), following the WAI-ARIA tabs pattern: arrow keys, Home and
 * End move between tabs and select them, only the selected tab is in the tab order. Every panel stays in the HTML;
 * hidden ones are only hidden.
 */
export function ServicesTabs({ tabs }: { tabs: { id: string; label: string; panel: ReactNode }[] }) {
  const [selected, setSelected] = useState(0);
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const last = tabs.length - 1;

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
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
    <div>
      <div
        role="tablist"
        aria-label="Service categories"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="mx-auto flex max-w-3xl flex-wrap justify-center gap-2 rounded-3xl bg-cream-200 p-1.5 sm:rounded-full"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            data-selected={i === selected ? '' : undefined}
            onClick={() => select(i)}
            className={tabClass}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="mt-10">
        {tabs.map((tab, i) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            tabIndex={0}
            hidden={i !== selected}
            data-category={tab.id}
            className="focus-visible:outline-offset-8"
          >
            {tab.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
