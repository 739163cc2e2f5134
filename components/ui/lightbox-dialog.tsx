'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { LightboxImage } from '@/components/ui/lightbox-client';

/**
 * Full-screen dark lightbox: the enlarged image and a "Close lightbox" button. The backdrop, the button or
 * Escape closes it; a click on the image does not. Headless UI locks page scroll, traps focus and gives focus
 * back to the image that opened it.
 */
export function LightboxDialog({ image, onClose }: { image: LightboxImage; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-charcoal-900/95" aria-hidden="true" data-testid="lightbox-backdrop" />
      <div className="fixed inset-0 flex items-center justify-center p-4 sm:p-10">
        <DialogPanel data-testid="lightbox" className="relative flex max-h-full max-w-5xl flex-col items-center">
          <DialogTitle className="sr-only">Enlarged image</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close lightbox"
            className="mb-3 inline-flex size-11 items-center justify-center self-end rounded-full bg-cream-50 text-charcoal-900 shadow-lg hover:bg-gold-300"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <picture className="min-h-0">
            <source type="image/avif" srcSet={image.srcSetAvif} sizes="(min-width: 1024px) 1024px, 100vw" />
            <img
              src={image.src}
              srcSet={image.srcSetWebp}
              sizes="(min-width: 1024px) 1024px, 100vw"
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="max-h-[78vh] w-auto rounded-xl object-contain shadow-2xl"
            />
          </picture>
          <p className="mt-3 max-w-3xl text-center text-sm text-cream-100">
            {image.alt}. <span className="font-semibold">Individual results vary.</span>
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
