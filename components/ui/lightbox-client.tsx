'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';

export type LightboxImage = { src: string; srcSetAvif: string; srcSetWebp: string; width: number; height: number; alt: string };

const LightboxDialog = dynamic(() => import('@/components/ui/lightbox-dialog').then((m) => m.LightboxDialog), { ssr: false });

/**
 * Opens the shared lightbox for any `[data-lightbox-index]` button inside. The dialog (Headless UI) is
 * downloaded on first hover, focus or click, so it costs nothing on first load.
 */
export function LightboxGroup({ items, children }: { items: LightboxImage[]; children: ReactNode }) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const indexOf = (event: { target: EventTarget }) => {
    const trigger = (event.target as Element).closest?.('[data-lightbox-index]');
    return trigger ? Number(trigger.getAttribute('data-lightbox-index')) : null;
  };
  const preload = (event: { target: EventTarget }) => {
    if (indexOf(event) !== null) void import('@/components/ui/lightbox-dialog');
  };
  const onClick = (event: MouseEvent) => {
    const i = indexOf(event);
    if (i === null || !items[i]) return;
    opener.current = (event.target as Element).closest<HTMLElement>('[data-lightbox-index]');
    setIndex(i);
  };
  const close = () => setIndex(null);

  return (
    // Clicks, hover and focus are delegated from the image buttons inside.
    <div onClick={onClick} onPointerOver={preload} onFocus={preload}>
      {children}
      {index !== null && items[index] ? <LightboxDialog items={items} index={index} onIndex={setIndex} onClose={close} returnFocus={() => opener.current} /> : null}
    </div>
  );
}
