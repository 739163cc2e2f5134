import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { inertOutside } from '@/lib/browser/inert-outside';

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
 * False in the render that first draws a component, true from a task after that frame has been drawn: what can wait
 * a frame waits for it, so the tap that opened a dialog is answered in the frame it was handled in.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // A task queued from an animation frame callback runs once that frame has been rendered.
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Its children from a task after the frame it was first drawn in, `placeholder` until then. */
export function AfterFirstFrame({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return usePainted() ? children : placeholder;
}

/**
 * The dialog's look without its behavior or content, drawn in the frame of the tap that opened it: mounting the
 * Headless UI dialog (focus, the page made inert, scroll locked, a form's frame) takes longer than a frame on a
 * phone, so it replaces this frame a task later. Hidden from assistive technology, which the dialog addresses when it
 * comes, and with nothing to focus; a second tap meanwhile lands on the frame, not on the page behind it.
 */
function Frame({ testId, children }: { testId: string; children: ReactNode }) {
  return createPortal(
    <div className="relative z-50" aria-hidden="true" data-modal-frame={testId}>
      {children}
    </div>,
    document.body,
  );
}

/**
 * A ref for the dialog's root that makes the page behind it inert (lib/browser/inert-outside.ts): Headless UI makes only part
 * of the page inert itself (the tree the dialog was opened from), not the header or the footer. After a microtask, so
 * the dialog's own effects have run and each leaves the other's elements alone; given back when the dialog goes
 * (called with null, or its cleanup called), after Headless UI has given back its own.
 */
/** Headless UI's focus trap: hidden buttons beside the dialog that send Tab back into it. */
const isFocusGuard = (element: HTMLElement) => element.hasAttribute('data-headlessui-focus-guard');

function useShutOutPage() {
  const [ref] = useState(() => {
    let restore: (() => void) | undefined;
    let open = false;
    const release = () => {
      open = false;
      restore?.();
      restore = undefined;
    };
    return (root: HTMLElement | null) => {
      if (!root) return release();
      open = true;
      queueMicrotask(() => {
        if (open && !restore) restore = inertOutside(root, isFocusGuard);
      });
      return release;
    };
  });
  return ref;
}

/**
 * The one modal of the site: backdrop, centered panel, title, close button. Headless UI traps focus, locks page
 * scroll and closes on Escape or a backdrop click. These dialogs mount only while open (their code loads on first
 * use), so focus is given back explicitly, after the visitor closes one, to the control that opened it.
 * "card" is a light panel with a header, a scrollable body and an optional footer; "lightbox" is a dark,
 * full-screen frame around an image. The first frame draws only the dialog's frame (see Frame).
 */
export function ModalShell(props: CardModalProps | LightboxProps) {
  const { title, closeLabel, onClose, returnFocus, testId, children } = props;
  const painted = usePainted();
  const shutOut = useShutOutPage();
  const close = () => {
    const target = returnFocus?.();
    onClose();
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  };
  const roundButton = (label: string, onClick: () => void, icon: ReactNode, className: string) => {
    const look = `inline-flex size-11 shrink-0 items-center justify-center rounded-full ${className}`;
    // In the frame, only its look.
    if (!painted) return <span className={look}>{icon}</span>;
    return (
      <button type="button" onClick={onClick} aria-label={label} className={look}>
        {icon}
      </button>
    );
  };
  const closeButton = (className: string) => roundButton(closeLabel, close, closeIcon, className);

  if (props.variant === 'lightbox') {
    const { caption, browse } = props;
    const light = 'bg-cream-50 text-charcoal-900 shadow-lg hover:bg-gold-300';
    const backdrop = (
      <div
        className="fixed inset-0 bg-charcoal-900/95"
        aria-hidden="true"
        data-testid={painted ? props.backdropTestId : undefined}
      />
    );
    const panel = 'relative flex max-h-full max-w-5xl flex-col items-center';
    const titleClass = 'font-semibold text-cream-50';
    const captionRow = (heading: ReactNode) => (
      <div className="mt-3 flex w-full max-w-3xl items-center gap-3 sm:gap-5">
        {browse ? roundButton(browse.previousLabel, browse.previous, arrowIcon('M15 6l-6 6 6 6'), light) : null}
        <div aria-live="polite" aria-atomic="true" className="flex-1 text-center text-sm text-cream-100">
          {heading}
          {caption}
        </div>
        {browse ? roundButton(browse.nextLabel, browse.next, arrowIcon('M9 6l6 6-6 6'), light) : null}
      </div>
    );
    const centered = 'fixed inset-0 flex items-center justify-center p-4 sm:p-10';
    if (!painted)
      return (
        <Frame testId={testId}>
          {backdrop}
          <div className={centered}>
            <div className={panel}>
              {closeButton(`mb-3 self-end ${light}`)}
              {captionRow(<p className={titleClass}>{title}</p>)}
            </div>
          </div>
        </Frame>
      );
    return (
      <Dialog open onClose={close} className="relative z-50" ref={shutOut}>
        {backdrop}
        <div className={centered}>
          <DialogPanel data-testid={testId} className={panel}>
            {closeButton(`mb-3 self-end ${light}`)}
            {children}
            {captionRow(
              <DialogTitle as="p" className={titleClass}>
                {title}
              </DialogTitle>,
            )}
          </DialogPanel>
        </div>
      </Dialog>
    );
  }

  const { size, intro, bodyLabel, bodyClassName = 'px-5 py-5 sm:px-7', footer } = props;
  const backdrop = <div className="fixed inset-0 bg-charcoal-900/60" aria-hidden="true" />;
  const centered = 'fixed inset-0 flex items-center justify-center p-3 sm:p-6';
  const panel = `flex w-full flex-col overflow-hidden rounded-2xl bg-cream-50 shadow-2xl ${size}`;
  const titleClass = 'font-display text-2xl font-semibold text-charcoal-900 sm:text-3xl';
  const header = (heading: ReactNode) => (
    <div className="flex items-start justify-between gap-4 border-b border-cream-300 px-5 py-4 sm:px-7">
      <div>
        {heading}
        {intro ? <p className="mt-1 text-sm text-charcoal-700">{intro}</p> : null}
      </div>
      {closeButton('text-charcoal-900 hover:bg-cream-200')}
    </div>
  );
  if (!painted)
    return (
      <Frame testId={testId}>
        {backdrop}
        <div className={centered}>
          {/* As tall as the dialog may grow: the content that fills it comes a task later. */}
          <div className={`${panel} h-full`}>{header(<p className={titleClass}>{title}</p>)}</div>
        </div>
      </Frame>
    );
  return (
    <Dialog open onClose={close} className="relative z-50" ref={shutOut}>
      {backdrop}
      <div className={centered}>
        <DialogPanel data-testid={testId} className={panel}>
          {header(
            <DialogTitle as="h2" className={titleClass}>
              {title}
            </DialogTitle>,
          )}
          <div className={`overflow-y-auto ${bodyClassName}`} tabIndex={0} role="region" aria-label={bodyLabel}>
            {children}
          </div>
          {footer ? <div className="border-t border-cream-300 px-5 py-4 sm:px-7">{footer}</div> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
