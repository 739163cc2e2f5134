/**
 * Ways to message the studio, for the contact section and the footer: a text message to the studio phone, and a
 * WhatsApp chat with a greeting already typed when the studio has a WhatsApp number. Many clients here message
 * before they book.
 */

export type MessageLink = {
  label: string;
  href: string;
  /** Names what the link does and contains the visible label (WCAG 2.5.3). */
  ariaLabel: string;
  /** Opens another app or site in a new tab. */
  external: boolean;
};

type Contact = {
  phone: { display: string; tel: string };
  whatsapp: { number: string | null; greeting: string };
};

/** wa.me wants the full international number as digits only, without "+" or leading zeros. */
export function whatsappHref(number: string, greeting: string): string {
  const digits = number.replace(/[\s().+-]/g, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new Error(
      `content/site.ts: whatsapp.number "${number}" must be an international phone number, e.g. +1 915 555 0187`,
    );
  }
  return `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`;
}

/** The links' words in the page's language (content/ui.ts): required, so no page falls back to English. */
export type MessageWords = { textUs: string; textUsAria: string; whatsappAria: string; whatsappGreeting: string };

export function messageLinks({ phone, whatsapp }: Contact, w: MessageWords): MessageLink[] {
  const links: MessageLink[] = [
    { label: w.textUs, href: `sms:${phone.tel}`, ariaLabel: w.textUsAria, external: false },
  ];
  if (whatsapp.number) {
    links.push({
      label: 'WhatsApp',
      href: whatsappHref(whatsapp.number, w.whatsappGreeting),
      ariaLabel: w.whatsappAria,
      external: true,
    });
  }
  return links;
}
