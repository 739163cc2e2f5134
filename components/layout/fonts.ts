import localFont from 'next/font/local';

// The files are the fontsource fonts cut to the site's characters and weights (scripts/font-subset.ts).
export const inter = localFont({
  src: '../../assets/fonts/inter.woff2',
  variable: '--font-inter',
  display: 'optional',
  weight: '400 700',
});

export const playfair = localFont({
  src: '../../assets/fonts/playfair-display.woff2',
  variable: '--font-playfair',
  display: 'optional',
  weight: '400 700',
});
