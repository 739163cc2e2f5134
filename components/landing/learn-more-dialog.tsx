'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/** The Learn More dialog of one esthetics service (loaded on first use by learn-more-client.tsx). */
export function LearnMoreDialog({ title, onClose, footer, children }: { title: string; onClose: () => void; footer: ReactNode; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-charcoal-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-6">
        <DialogPanel data-testid="learn-more-dialog" className="flex max-h-[85vh] w-full max-w-3xl flex-col overflow-hidden rounded-2xl bg-cream-50 shadow-2xl">
          <div className="flex items-start justify-between gap-4 border-b border-cream-300 px-5 py-4 sm:px-7">
            <DialogTitle as="h2" className="font-display text-2xl font-semibold text-charcoal-900 sm:text-3xl">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={`Close ${title} details`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-charcoal-900 hover:bg-cream-200"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-7" tabIndex={0} role="region" aria-label={`${title} details`}>
            {children}
          </div>
          <div className="border-t border-cream-300 px-5 py-4 sm:px-7">{footer}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
