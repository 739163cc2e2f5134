import type { ReactNode } from 'react';

/** A decorative icon (the text beside it says what it means), filled with the text colour in a 20-unit box. */
export function SolidIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path d={path} />
    </svg>
  );
}

/** A decorative icon drawn as round-capped lines in the text colour, in a 24-unit box. */
export function LineIcon({
  children,
  className,
  strokeWidth = 2,
}: {
  children: ReactNode;
  className: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A map pin: where a place is. */
export function PinIcon({ className, strokeWidth }: { className: string; strokeWidth?: number }) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}

/** A check mark: a benefit, a step, a thing included. */
export function CheckIcon({ className = 'mt-0.5 size-5 shrink-0 text-gold-700' }: { className?: string }) {
  return (
    <SolidIcon
      path="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      className={className}
    />
  );
}
