import localFont from 'next/font/local';

// The files are the fontsource fonts cut to the site's characters and weights (scripts/font-subset.ts). Their
// stand-ins while they load are app/font-fallbacks.css's, one per common system, not Next's single Arial one.
export const inter = localFont({
  src: '../../assets/fonts/inter.woff2',
  variable: '--font-inter',
  display: 'optional',
  preload: false,
  weight: '400 700',
  adjustFontFallback: false,
});

export const playfair = localFont({
  src: '../../assets/fonts/playfair-display.woff2',
  variable: '--font-playfair',
  display: 'optional',
  preload: false,
  weight: '400 700',
  adjustFontFallback: false,
});
