/**
 * The Spanish pages' titles and descriptions, keyed by the English page's path. A page is published in Spanish
 * (at the same path under /es) exactly when it has an entry here and its Spanish copy; lib/routes.ts builds the
 * Spanish routes from this list.
 */
import { site } from './site';

export type RouteCopy = {
  /** Page title (the Spanish root layout appends the studio name). */
  title: string;
  description: string;
  /** Short name for lists such as the sitemap page. */
  label?: string;
};

export const spanishRouteCopy: Partial<Record<string, RouteCopy>> = {
  '/accessibility': {
    title: 'Declaración de accesibilidad',
    label: 'Declaración de accesibilidad',
    description: `Cómo ${site.name} hace que su sitio web sea fácil de usar para todos, la norma de accesibilidad que seguimos (WCAG 2.2 AA) y cómo pedir ayuda por teléfono o correo electrónico.`,
  },
};
