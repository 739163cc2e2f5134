'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { bookingFormUrl, site } from '@/content/site';
import { acceptProviderMessage, MIN_FRAME_HEIGHT, replyOrigin, urlsReply, type ProviderCommand } from '@/lib/booking-messages';

const policy = { formId: site.booking.formId, origins: site.booking.origins, scriptDomains: site.booking.scriptDomains };

export function BookingDialog({ title, intro, onClose }: { title: string; intro?: string; onClose: () => void }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT);

  useEffect(() => {
    const loadedScripts = new Set<string>();
    const run = (command: ProviderCommand) => {
      const frame = frameRef.current;
      if (!frame) return;
      switch (command.type) {
        case 'setHeight':
          setHeight(command.height);
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
        case 'loadScript': {
          if (loadedScripts.has(command.src)) break;
          loadedScripts.add(command.src);
          const script = document.createElement('script');
          script.src = command.src;
          script.async = true;
          document.body.appendChild(script);
          break;
        }
        case 'exitFullscreen':
          if (document.fullscreenElement) void document.exitFullscreen();
          break;
      }
    };
    const onMessage = (event: MessageEvent) => {
      const command = acceptProviderMessage(event, frameRef.current?.contentWindow, policy);
      if (command) run(command);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const onFrameLoad = () => {
    frameRef.current?.contentWindow?.postMessage(urlsReply(window.location.href, document.referrer), replyOrigin(bookingFormUrl));
  };

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-charcoal-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-6">
        <DialogPanel
          data-testid="booking-dialog"
          className="flex max-h-[80vh] w-full max-w-4xl flex-col overflow-hidden rounded-2xl bg-cream-50 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4 border-b border-cream-300 px-5 py-4 sm:px-6">
            <div>
              <DialogTitle className="font-display text-2xl font-semibold text-charcoal-900">{title}</DialogTitle>
              {intro ? <p className="mt-1 text-sm text-charcoal-700">{intro}</p> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close booking dialog"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-charcoal-900 hover:bg-cream-200"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          {/* Scrollable, so it must be reachable from the keyboard too. */}
          <div className="overflow-y-auto px-2 sm:px-4" tabIndex={0} role="region" aria-label="Booking form">
            <iframe
              ref={frameRef}
              id={`JotFormIFrame-${site.booking.formId}`}
              title={`Online booking form for ${site.name}`}
              src={bookingFormUrl}
              onLoad={onFrameLoad}
              style={{ height }}
              className="block min-h-[600px] w-full border-0"
              allow="fullscreen"
            />
          </div>
          <div className="flex flex-col gap-2 border-t border-cream-300 px-5 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <a href={bookingFormUrl} target="_blank" rel="noopener" className="font-medium text-gold-700 underline underline-offset-2">
              Open the form in a new tab
            </a>
            <p className="text-charcoal-700">
              Prefer to talk?{' '}
              <a href={`tel:${site.phone.tel}`} className="font-semibold text-charcoal-900 underline underline-offset-2">
                Call {site.phone.display}
              </a>
            </p>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
