/**
 * Formatting for code and config (`npm run format` writes it, `npm run lint` checks it). Markdown is prose the
 * owner and the docs write by hand, so it is left as written (see .prettierignore).
 */
const config = {
  printWidth: 120,
  singleQuote: true,
  plugins: ['prettier-plugin-tailwindcss'],
  // Tailwind v4 reads its theme from the stylesheet; the plugin sorts class names in that theme's order.
  tailwindStylesheet: './app/globals.css',
};

export default config;
