'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The four service categories as tabs (Facials first). Every panel stays in the HTML; hidden ones are only hidden. */
export function ServicesTabs({ tabs }: { tabs: { id: string; label: string; panel: ReactNode }[] }) {
  return (
    <TabGroup defaultIndex={0}>
      <TabList aria-label="Service categories" className="mx-auto flex max-w-3xl flex-wrap justify-center gap-2 rounded-3xl bg-cream-200 p-1.5 sm:rounded-full">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-charcoal-800 transition hover:bg-cream-50 data-selected:bg-charcoal-900 data-selected:text-cream-50 sm:text-base"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-10">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} unmount={false} data-category={tab.id} className="focus-visible:outline-offset-8">
            {tab.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
