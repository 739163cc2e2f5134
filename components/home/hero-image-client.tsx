'use client';

import { useSyncExternalStore } from 'react';
import { HERO_IMAGE_STORAGE_NAME, isUsableHeroImage } from '@/lib/browser/hero-image';
import { safeStorage } from '@/lib/browser/safe-storage';

const CHANGE_EVENT = 'hero-image-change';
const storage = safeStorage();
/** This visit's image, shown even when the browser does not let the site save it. */
let visitImage: string | null = null;

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

const read = (): string | null => {
  const url = storage.getItem(HERO_IMAGE_STORAGE_NAME) ?? visitImage;
  return isUsableHeroImage(url) ? url : null;
};

/**
 * Shows a generated hero image now and saves it for the next visit; false when the browser would not save it
 * (storage blocked or full), in which case it is shown for this visit only.
 */
export function saveHeroImage(url: string): boolean {
  visitImage = url;
  const saved = storage.setItem(HERO_IMAGE_STORAGE_NAME, url);
  // A full storage may still hold an older image, which would hide this one.
  if (!saved) storage.removeItem(HERO_IMAGE_STORAGE_NAME);
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return saved;
}

/** The visitor's generated hero image, layered over the default artwork (absolutely placed: no layout shift). */
export function HeroStoredImage() {
  const url = useSyncExternalStore(subscribe, read, () => null);
  if (!url) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a visitor-generated image of unknown size, covering the hero box
    <img
      src={url}
      alt=""
      data-testid="hero-generated-image"
      className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80"
    />
  );
}
