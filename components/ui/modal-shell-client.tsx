import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { inertOutsideAfterFrame } from '@/lib/browser/inert-outside';
import { holdPageScroll, keepTabInside } from '@/lib/browser/modal';
import { afterNextFrame } from '@/lib/browser/next-frame';

type Common = {
  title: string;
  /** Accessible name of the close button, e.g. "Close booking dialog". */
  closeLabel: string;
  onClose: () => void;
  /** Gets focus back after the visitor closes the dialog (the control that opened it). */
  returnFocus?: () => HTMLElement | null | undefined;
  /** data-testid of the panel, the element tests and visitors actually see (the dialog itself covers the whole window). */
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
  useEffect(() => afterNextFrame(() => setPainted(true)), []);
  return painted;
}

/** Its children from a task after the frame it was first drawn in, `placeholder` until then. */
export function AfterFirstFrame({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return usePainted() ? children : placeholder;
}

/**
 * The dialog's look without its behavior or content, drawn in the frame of the tap that opened it: opening the
 * dialog (focus, the page made inert, scroll held, a form's frame) takes longer than a frame on a phone, so it
 * replaces this frame a task later. Hidden from assistive technology, which the dialog addresses when it
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
 * The browser's own modal `<dialog>`, opened as it mounts: the browser draws it above the page, moves focus in and
 * closes it on Escape. The page behind is made inert (lib/browser/inert-outside.ts), so a screen reader's virtual
 * cursor cannot wander there either, and its scroll is held; Tab stays inside the panel (lib/browser/modal.ts); a
 * click outside the panel dismisses it. Focus starts on the panel itself, so the first Tab reaches its first control.
 * Everything is given back when it unmounts.
 */
function Modal({
  labelledBy,
  onDismiss,
  backdrop,
  centered,
  panelClassName,
  testId,
  children,
}: {
  labelledBy: string;
  onDismiss: () => void;
  backdrop: ReactNode;
  centered: string;
  panelClassName: string;
  testId: string;
  children: ReactNode;
}) {
  // The latest onDismiss, for the listeners that live as long as the dialog.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  const [open] = useState(() => (dialog: HTMLDialogElement | null) => {
    const panel = dialog?.querySelector<HTMLElement>('[data-modal-panel]');
    if (!dialog || !panel) return;
    dialog.showModal();
    panel.focus();
    // The browser already shuts out the page behind a modal dialog; the `inert` attribute says so to every tool too.
    const giveBack = inertOutsideAfterFrame(dialog);
    const letGo = holdPageScroll();
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current();
    };
    // Closed by the browser itself (an Escape it did not let the page cancel): the site closes it too.
    const onClose = () => dismiss.current();
    const onClick = (event: MouseEvent) => {
      if (!panel.contains(event.target as Node)) dismiss.current();
    };
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(event, panel);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      giveBack();
      letGo();
    };
  });
  return createPortal(
    <dialog
      ref={open}
      aria-labelledby={labelledBy}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden border-0 bg-transparent p-0 backdrop:bg-transparent"
    >
      {backdrop}
      <div className={centered}>
        <div data-modal-panel="" data-testid={testId} tabIndex={-1} className={`${panelClassName} outline-none`}>
          {children}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

/**
 * The one modal of the site: backdrop, centered panel, title, close button, in the browser's own modal dialog (see
 * Modal), which closes on Escape or a click outside the panel. These dialogs mount only while open (their code loads on first
 * use), so focus is given back explicitly, after the visitor closes one, to the control that opened it.
 * "card" is a light panel with a header, a scrollable body and an optional footer; "lightbox" is a dark,
 * full-screen frame around an image. The first frame draws only the dialog's frame (see Frame).
 */
export function ModalShell(props: CardModalProps | LightboxProps) {
  const { title, closeLabel, onClose, returnFocus, testId, children } = props;
  const painted = usePainted();
  const titleId = useId();
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
      <Modal
        labelledBy={titleId}
        onDismiss={close}
        backdrop={backdrop}
        centered={centered}
        panelClassName={panel}
        testId={testId}
      >
        {closeButton(`mb-3 self-end ${light}`)}
        {children}
        {captionRow(
          <p id={titleId} className={titleClass}>
            {title}
          </p>,
        )}
      </Modal>
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
    <Modal
      labelledBy={titleId}
      onDismiss={close}
      backdrop={backdrop}
      centered={centered}
      panelClassName={panel}
      testId={testId}
    >
      {header(
        <h2 id={titleId} className={titleClass}>
          {title}
        </h2>,
      )}
      <div className={`overflow-y-auto ${bodyClassName}`} tabIndex={0} role="region" aria-label={bodyLabel}>
        {children}
      </div>
      {footer ? <div className="border-t border-cream-300 px-5 py-4 sm:px-7">{footer}</div> : null}
    </Modal>
  );
}
