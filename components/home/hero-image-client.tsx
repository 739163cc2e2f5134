'use client';

import { useSyncExternalStore } from 'react';
import { HERO_IMAGE_STORAGE_NAME, isUsableHeroImage } from '@/lib/hero-image';

const CHANGE_EVENT = 'hero-image-change';

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

const read = (): string | null => {
  try {
    const url = window.localStorage.getItem(HERO_IMAGE_STORAGE_NAME);
    return isUsableHeroImage(url) ? url : null;
  } catch {
    return null;
  }
};

/** Saves a generated hero image (shown now and on the next visit). */
export function saveHeroImage(url: string) {
  window.localStorage.setItem(HERO_IMAGE_STORAGE_NAME, url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The visitor's generated hero image, layered over the default artwork (absolutely placed: no layout shift). */
export function HeroStoredImage() {
  const url = useSyncExternalStore(subscribe, read, () => null);
  if (!url) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a visitor-generated image of unknown size, covering the hero box
    <img src={url} alt="" data-testid="hero-generated-image" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80" />
  );
}
