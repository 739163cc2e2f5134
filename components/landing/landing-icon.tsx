import type { LandingIcon as IconName } from '@/content/landing-icons';

/** 24x24 line-art paths, one per icon name of content/landing-icons.ts. */
const paths: Record<IconName, string[]> = {
  sun: [
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  sparkle: [
    'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3Z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
  ],
  leaf: ['M5 19c0-8 5-14 15-15-1 10-7 15-15 15Z', 'M5 19c3-4 6-7 10-10'],
  droplet: ['M12 3s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11Z', 'M9.5 15a2.5 2.5 0 0 0 2.5 2.5'],
  feather: ['M20 4c-6 0-12 4-13 12l-3 4', 'M20 4c0 7-5 12-13 12', 'M9 13h6'],
  flask: ['M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3', 'M7.5 15h9'],
  shield: ['M12 3l7 3v6c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6l7-3Z', 'M9 12l2 2 4-4'],
  award: ['M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z', 'M8.5 14L7 21l5-3 5 3-1.5-7'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z'],
  bolt: ['M13 2L4 14h7l-1 8 9-12h-7l1-8Z'],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M12 7v5l3 2'],
  cell: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
    'M6.5 8.5h.01M17 15.5h.01M16 7.5h.01',
  ],
  nurse: ['M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4 21c0-4 3.6-7 8-7s8 3 8 7', 'M12 5v4M10 7h4'],
  sofa: [
    'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3',
    'M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2v-5Z',
    'M5 18v2M19 18v2',
  ],
  beaker: ['M6 3h12M7 3v15a3 3 0 0 0 3 3h4a3 3 0 0 0 3-3V3', 'M7 12h10'],
  target: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
    'M12 11.5a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1Z',
  ],
};

/** A decorative line icon in a soft gold disc (hidden from assistive technology). */
export function LandingIcon({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-300/40 text-gold-700 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
