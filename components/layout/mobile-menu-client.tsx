'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch-client';
import { NavLink } from '@/components/layout/nav-link-client';
import { IconButton } from '@/components/ui/icon-button-client';
import type { UiCopy } from '@/content/ui';
import { inertOutsideAfterFrame } from '@/lib/browser/inert-outside';
import { keepTabInside, tabbablesIn } from '@/lib/browser/modal';
import type { NavItem } from '@/site/nav';

const MENU_ID = 'mobile-menu';

/**
 * The slide-in menu for small screens: a native popover, so the open/close buttons work without JavaScript.
 * JavaScript closes it when a link is chosen, and treats it as the modal it looks like: the panel and its backdrop
 * cover the page (the menu button too), so opening it moves focus to its first control, and Tab after its last goes
 * back to its first (Shift+Tab the other way) instead of landing on a covered control behind it. Escape or Close ends
 * it, and the browser hands focus back to the menu button.
 */
export function MobileMenu({
  items,
  phone,
  words,
  languageSwitch,
}: {
  items: NavItem[];
  phone: { display: string; tel: string };
  /** The menu's words in the page's language. */
  words: UiCopy['menu'];
  /** The switch to the other language; none on a 404 document. */
  languageSwitch?: Omit<Parameters<typeof LanguageSwitch>[0], 'className' | 'onClick'>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const close = () => ref.current?.hidePopover();

  useEffect(() => {
    const menu = ref.current;
    // The page behind the open menu is inert (lib/browser/inert-outside.ts), from the task after the frame that shows
    // the menu. It is given back before the menu closes (beforetoggle), so the browser can return focus to the menu
    // button, which is part of it.
    let giveBack: (() => void) | undefined;
    const release = () => {
      giveBack?.();
      giveBack = undefined;
    };
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') release();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open' || !menu) return;
      if (!menu.contains(document.activeElement)) tabbablesIn(menu)[0]?.focus({ preventScroll: true });
      giveBack ??= inertOutsideAfterFrame(menu);
    };
    menu?.addEventListener('beforetoggle', onBeforeToggle);
    menu?.addEventListener('toggle', onToggle);
    return () => {
      menu?.removeEventListener('beforetoggle', onBeforeToggle);
      menu?.removeEventListener('toggle', onToggle);
      release();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) =>
    keepTabInside(event.nativeEvent, event.currentTarget);

  return (
    <>
      <IconButton
        popoverTarget={MENU_ID}
        label={words.open}
        icon="M4 7h16M4 12h16M4 17h16"
        iconClassName="size-6"
        className="inline-flex size-11 items-center justify-center rounded-full text-charcoal-900 hover:bg-cream-200 xl:hidden"
      />
      <div
        ref={ref}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={words.dialog}
        onKeyDown={keepFocusInside}
        className="mobile-menu overflow-y-auto bg-cream-50 p-4 text-charcoal-800 shadow-2xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="font-display text-lg font-semibold text-charcoal-900">{words.title}</span>
          <IconButton
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            label={words.close}
            icon="M6 6l12 12M18 6 6 18"
            iconClassName="size-6"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-200"
          />
        </div>
        <nav aria-label={words.nav}>
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.label}>
                {'children' in item ? (
                  <div className="mt-1 mb-1">
                    <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-widest text-gold-700 uppercase">
                      {item.label}
                    </p>
                    <ul className="space-y-1 pl-3">
                      {item.children.map((link) => (
                        <li key={link.href}>
                          <NavLink href={link.href} variant="mobile" onClick={close}>
                            {link.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <NavLink href={item.href} variant="mobile" onClick={close} likelyNext={item.likelyNext}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {languageSwitch ? (
          <LanguageSwitch
            {...languageSwitch}
            onClick={close}
            className="mt-4 block rounded-lg px-4 py-3 text-base font-semibold text-charcoal-900 underline underline-offset-4 hover:bg-cream-200"
          />
        ) : null}
        <a
          href={`tel:${phone.tel}`}
          className="mt-6 block rounded-full border border-charcoal-900 px-4 py-3 text-center font-semibold text-charcoal-900"
        >
          {words.call}
        </a>
      </div>
    </>
  );
}
