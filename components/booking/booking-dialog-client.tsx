import { useEffect, useRef, useState } from 'react';
import { AfterFirstFrame, ModalShell } from '@/components/ui/modal-shell-client';
import { bookingFormUrl, site } from '@/content/site';
import type { UiCopy } from '@/content/ui';
import {
  acceptProviderMessage,
  FORM_SILENCE_MS,
  MIN_FRAME_HEIGHT,
  replyOrigin,
  urlsReply,
  type ProviderCommand,
} from '@/lib/browser/booking-messages';

const policy = {
  formId: site.booking.formId,
  origins: site.booking.origins,
};

export function BookingDialog({
  title,
  intro,
  words,
  onClose,
  returnFocus,
}: {
  title: string;
  /** The dialog's words in the page's language. */
  words: UiCopy['booking'];
  intro?: string;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT);
  const [minHeight, setMinHeight] = useState(MIN_FRAME_HEIGHT);
  // Whether the provider's form has spoken (it sends its height as soon as it has loaded), and whether it has been
  // silent long enough that the visitor should hear about the other ways to book.
  const [heard, setHeard] = useState(false);
  const [silent, setSilent] = useState(false);
  useEffect(() => {
    if (heard) return;
    const timer = window.setTimeout(() => setSilent(true), FORM_SILENCE_MS);
    return () => window.clearTimeout(timer);
  }, [heard]);

  // The provider's messages, handled by our own code: no script of the provider's runs on this page, whatever the form
  // asks (lib/booking-messages.ts refuses `loadScript`).
  useEffect(() => {
    const run = (command: ProviderCommand) => {
      const frame = frameRef.current;
      if (!frame) return;
      switch (command.type) {
        case 'setHeight':
          setHeight(command.height);
          break;
        case 'setMinHeight':
          setMinHeight(command.height);
          break;
        case 'scrollIntoView':
          frame.scrollIntoView({ block: 'start' });
          break;
        case 'collapseErrorPage':
          if (frame.clientHeight > window.innerHeight) setHeight(Math.max(MIN_FRAME_HEIGHT, window.innerHeight));
          break;
        case 'reloadPage':
          // Reload the form, not the visitor's page.
          frame.src = bookingFormUrl;
          break;
        case 'exitFullscreen':
          if (document.fullscreenElement) void document.exitFullscreen();
          break;
      }
    };
    const onMessage = (event: MessageEvent) => {
      const command = acceptProviderMessage(event, frameRef.current?.contentWindow, policy);
      if (!command) return;
      setHeard(true);
      run(command);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const onFrameLoad = () => {
    frameRef.current?.contentWindow?.postMessage(
      urlsReply(window.location.href, document.referrer),
      replyOrigin(bookingFormUrl),
    );
  };

  return (
    <ModalShell
      title={title}
      intro={intro}
      closeLabel={words.close}
      onClose={onClose}
      returnFocus={returnFocus}
      testId="booking-dialog"
      size="max-h-[80vh] max-w-4xl"
      bodyLabel={words.body}
      bodyClassName="px-2 sm:px-4"
      footer={
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
          <a
            href={bookingFormUrl}
            target="_blank"
            rel="noopener"
            className="font-medium text-gold-700 underline underline-offset-2"
          >
            {words.newTab}
          </a>
          <p className="text-charcoal-700">
            {words.preferTalk}{' '}
            <a href={`tel:${site.phone.tel}`} className="font-semibold text-charcoal-900 underline underline-offset-2">
              {words.call}
            </a>
          </p>
        </div>
      }
    >
      {/* A status present from the start, so the note is announced when it appears; beside the frame, as the form
          may still come, and the links below work either way. */}
      <div role="status">
        {silent && !heard ? (
          <p className="mx-3 mb-3 rounded-lg bg-cream-200 px-4 py-3 text-sm text-charcoal-900">{words.slow}</p>
        ) : null}
      </div>
      {/* The form's frame is the costliest part to create: it comes in a task of its own, once the dialog is drawn. */}
      <AfterFirstFrame placeholder={<div style={{ height, minHeight: MIN_FRAME_HEIGHT }} />}>
        <iframe
          ref={frameRef}
          id={`JotFormIFrame-${site.booking.formId}`}
          title={words.frameTitle}
          src={bookingFormUrl}
          onLoad={onFrameLoad}
          style={{ height, minHeight }}
          className="block w-full border-0"
          allow="fullscreen"
        />
      </AfterFirstFrame>
    </ModalShell>
  );
}
