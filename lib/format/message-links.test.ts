import { ui } from '@/content/ui';
import { messageLinks, whatsappHref } from './message-links';

const phone = { display: '(915) 555-0187', tel: '+19155550187' };
const greeting = "Hi! I'd like to ask about a facial & booking.";
const words = {
  textUs: 'Text us',
  textUsAria: `Text us at ${phone.display}`,
  whatsappAria: 'WhatsApp us (opens in a new tab)',
  whatsappGreeting: greeting,
};

describe('messageLinks', () => {
  it('offers a text message to the studio phone, and no WhatsApp link when no number is set', () => {
    expect(messageLinks({ phone, whatsapp: { number: null, greeting } }, words)).toEqual([
      { label: 'Text us', href: 'sms:+19155550187', ariaLabel: 'Text us at (915) 555-0187', external: false },
    ]);
  });

  it('adds a WhatsApp chat with the greeting typed in when a number is set', () => {
    const [, whatsapp] = messageLinks({ phone, whatsapp: { number: '+1 (915) 555-0199', greeting } }, words);
    expect(whatsapp).toEqual({
      label: 'WhatsApp',
      href: "https://wa.me/19155550199?text=Hi!%20I'd%20like%20to%20ask%20about%20a%20facial%20%26%20booking.",
      ariaLabel: 'WhatsApp us (opens in a new tab)',
      external: true,
    });
    expect(new URL(whatsapp!.href).searchParams.get('text')).toBe(greeting);
  });

  it('speaks the language of the page', () => {
    const spanish = ui.es.contact;
    const [text, whatsapp] = messageLinks({ phone, whatsapp: { number: '+1 (915) 555-0199', greeting } }, spanish);
    expect(text).toMatchObject({ label: spanish.textUs, ariaLabel: spanish.textUsAria });
    expect(whatsapp).toMatchObject({ ariaLabel: spanish.whatsappAria });
    expect(new URL(whatsapp!.href).searchParams.get('text')).toBe(spanish.whatsappGreeting);
  });
});

describe('whatsappHref', () => {
  it('stops the build on a number wa.me cannot open, naming the setting', () => {
    expect(() => whatsappHref('555-0187', greeting)).toThrow(
      'content/site.ts: whatsapp.number "555-0187" must be an international phone number',
    );
    expect(() => whatsappHref('+1 915 CALL NOW', greeting)).toThrow('must be an international phone number');
    expect(() => whatsappHref('0019155550187', greeting)).toThrow('must be an international phone number');
  });
});
