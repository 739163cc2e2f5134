import localFont from 'next/font/local';

// The files are the fontsource fonts cut to the site's characters and weights (scripts/font-subset.ts). Their
// stand-ins are app/font-fallbacks.css's, one per common system, not Next's single Arial one. A first visit uses only
// the stand-ins and fetches these after the page is hydrated (scripts/boot.ts); a page after that uses these, from the
// cache, so `fallback` lets the text wait the few milliseconds that takes instead of settling on a stand-in. Not
// preloaded: a first visit never uses them.
export const inter = localFont({
  src: '../../assets/fonts/inter.woff2',
  variable: '--font-inter',
  display: 'fallback',
  preload: false,
  weight: '400 700',
  adjustFontFallback: false,
});

export const playfair = localFont({
  src: '../../assets/fonts/playfair-display.woff2',
  variable: '--font-playfair',
  display: 'fallback',
  preload: false,
  weight: '400 700',
  adjustFontFallback: false,
});
