'use client';

import type { LightboxImage } from '@/components/ui/lightbox-client';
import { ModalShell } from '@/components/ui/modal-shell';

/**
 * Full-screen dark lightbox: the enlarged image and a "Close lightbox" button. The backdrop, the button or
 * Escape closes it; a click on the image does not. Focus goes back to the image that opened it.
 */
export function LightboxDialog({ image, onClose, returnFocus }: { image: LightboxImage; onClose: () => void; returnFocus: () => HTMLElement | null }) {
  return (
    <ModalShell variant="lightbox" title="Enlarged image" closeLabel="Close lightbox" onClose={onClose} returnFocus={returnFocus} testId="lightbox" backdropTestId="lightbox-backdrop">
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
    </ModalShell>
  );
}
