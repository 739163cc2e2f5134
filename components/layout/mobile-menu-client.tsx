'use client';

import { useRef } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch-client';
import { NavLink } from '@/components/layout/nav-link-client';
import { IconButton } from '@/components/ui/icon-button';
import type { UiCopy } from '@/content/ui';
import type { NavItem } from '@/lib/nav';

const MENU_ID = 'mobile-menu';

/**
 * The slide-in menu for small screens: a native popover, so the open/close buttons work without JavaScript.
 * JavaScript only closes it when a link is chosen.
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
        aria-label={words.dialog}
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
                    <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-widest text-gold-700 uppercase">{item.label}</p>
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
                  <NavLink href={item.href} variant="mobile" onClick={close}>
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
        <a href={`tel:${phone.tel}`} className="mt-6 block rounded-full border border-charcoal-900 px-4 py-3 text-center font-semibold text-charcoal-900">
          {words.call}
        </a>
      </div>
    </>
  );
}
