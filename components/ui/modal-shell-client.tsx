import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

type Common = {
  title: string;
  /** Accessible name of the close button, e.g. "Close booking dialog". */
  closeLabel: string;
  onClose: () => void;
  /** Gets focus back after the visitor closes the dialog (the control that opened it). */
  returnFocus?: () => HTMLElement | null | undefined;
  /** data-testid of the panel, the element tests and visitors actually see (the Dialog root is 0x0). */
  testId: string;
  children: ReactNode;
};

export type CardModalProps = Common & {
  variant?: 'card';
  /** Width and height limits of the panel, e.g. "max-h-[80vh] max-w-4xl". */
  size: string;
  intro?: string;
  /** Accessible name of the scrollable body (scrollable regions must be reachable from the keyboard). */
  bodyLabel: string;
  bodyClassName?: string;
  footer?: ReactNode;
};

type LightboxProps = Common & {
  variant: 'lightbox';
  backdropTestId?: string;
  /** Shown under the title (which is visible here, e.g. "Photo 3 of 12"); both are announced when they change. */
  caption: ReactNode;
  /** Previous and next buttons either side of the title and caption, for browsing a set of images. */
  browse?: { previous: () => void; next: () => void; previousLabel: string; nextLabel: string };
};

const arrowIcon = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
    <path strokeLinecap="round" strokeLinejoin="round" d={d} />
  </svg>
);

const closeIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
    <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
  </svg>
);

/**
 * The one modal of the site: backdrop, centered panel, title, close button. Headless UI traps focus, locks page
 * scroll and closes on Escape or a backdrop click. These dialogs mount only while open (their code loads on first
 * use), so focus is given back explicitly, after the visitor closes one, to the control that opened it.
 * "card" is a light panel with a header, a scrollable body and an optional footer; "lightbox" is a dark,
 * full-screen frame around an image.
 */
export function ModalShell(props: CardModalProps | LightboxProps) {
  const { title, closeLabel, onClose, returnFocus, testId, children } = props;
  const close = () => {
    const target = returnFocus?.();
    onClose();
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  };
  const roundButton = (label: string, onClick: () => void, icon: ReactNode, className: string) => (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${className}`}
    >
      {icon}
    </button>
  );
  const closeButton = (className: string) => roundButton(closeLabel, close, closeIcon, className);

  if (props.variant === 'lightbox') {
    const { caption, browse } = props;
    const light = 'bg-cream-50 text-charcoal-900 shadow-lg hover:bg-gold-300';
    return (
      <Dialog open onClose={close} className="relative z-50">
        <div className="fixed inset-0 bg-charcoal-900/95" aria-hidden="true" data-testid={props.backdropTestId} />
        <div className="fixed inset-0 flex items-center justify-center p-4 sm:p-10">
          <DialogPanel data-testid={testId} className="relative flex max-h-full max-w-5xl flex-col items-center">
            {closeButton(`mb-3 self-end ${light}`)}
            {children}
            <div className="mt-3 flex w-full max-w-3xl items-center gap-3 sm:gap-5">
              {browse ? roundButton(browse.previousLabel, browse.previous, arrowIcon('M15 6l-6 6 6 6'), light) : null}
              <div aria-live="polite" aria-atomic="true" className="flex-1 text-center text-sm text-cream-100">
                <DialogTitle as="p" className="font-semibold text-cream-50">
                  {title}
                </DialogTitle>
                {caption}
              </div>
              {browse ? roundButton(browse.nextLabel, browse.next, arrowIcon('M9 6l6 6-6 6'), light) : null}
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    );
  }

  const { size, intro, bodyLabel, bodyClassName = 'px-5 py-5 sm:px-7', footer } = props;
  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-charcoal-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-6">
        <DialogPanel
          data-testid={testId}
          className={`flex w-full flex-col overflow-hidden rounded-2xl bg-cream-50 shadow-2xl ${size}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-cream-300 px-5 py-4 sm:px-7">
            <div>
              <DialogTitle as="h2" className="font-display text-2xl font-semibold text-charcoal-900 sm:text-3xl">
                {title}
              </DialogTitle>
              {intro ? <p className="mt-1 text-sm text-charcoal-700">{intro}</p> : null}
            </div>
            {closeButton('text-charcoal-900 hover:bg-cream-200')}
          </div>
          <div className={`overflow-y-auto ${bodyClassName}`} tabIndex={0} role="region" aria-label={bodyLabel}>
            {children}
          </div>
          {footer ? <div className="border-t border-cream-300 px-5 py-4 sm:px-7">{footer}</div> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
