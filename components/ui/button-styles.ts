/** Shared button looks, so every call to action on the site reads the same. */
export const buttonStyles = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-full bg-charcoal-900 px-7 py-3.5 font-semibold text-cream-50 shadow-md transition hover:bg-gold-700 focus-visible:bg-gold-700',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-full border-2 border-charcoal-900 px-7 py-3 font-semibold text-charcoal-900 transition hover:bg-charcoal-900 hover:text-cream-50',
  gold: 'inline-flex items-center justify-center gap-2 rounded-full bg-gold-400 px-7 py-3.5 font-semibold text-charcoal-900 shadow-md transition hover:bg-gold-300',
  light:
    'inline-flex items-center justify-center gap-2 rounded-full border-2 border-cream-50 px-7 py-3 font-semibold text-cream-50 transition hover:bg-cream-50 hover:text-charcoal-900',
  link: 'inline-flex items-center gap-1 font-semibold text-gold-700 underline-offset-4 hover:text-gold-800 hover:underline',
  /** A plain link in a list of places or services: dark text that turns gold and underlined under the pointer. */
  textLink: 'font-semibold text-charcoal-900 underline-offset-4 hover:text-gold-700 hover:underline',
} as const;
