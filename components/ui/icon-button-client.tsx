import type { ComponentPropsWithoutRef } from 'react';

/**
 * A button that shows only an icon, drawn as stroked lines in a 24-unit box; `label` is its accessible name.
 * Other button attributes (onClick, popoverTarget, className) pass through. No hooks, so client leaves use it too.
 */
export function IconButton({
  label,
  icon,
  iconClassName = 'size-5',
  ...button
}: Omit<ComponentPropsWithoutRef<'button'>, 'aria-label' | 'children' | 'type'> & {
  label: string;
  /** The SVG path data of the icon's lines. */
  icon: string;
  iconClassName?: string;
}) {
  return (
    <button type="button" aria-label={label} {...button}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={iconClassName}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d={icon} />
      </svg>
    </button>
  );
}
