/** The specs read a page's static HTML with the same helpers as the page check (scripts/static-html.ts). */
export * from '../scripts/static-html';
