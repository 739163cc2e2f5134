/**
 * What a visitor reads when a page fails to render, in each language. Separate exports, not one object keyed by
 * language, so each error boundary ships only the words it shows (the root one needs both: see app/global-error.tsx).
 */
import type { Translation } from './ui';

export const errorCopyEn = {
  heading: 'Unexpected Application Error!',
  fallback: 'Something went wrong while showing this page.',
  retry: 'Try again',
  home: 'Return to Home',
};

export type ErrorCopy = Translation<typeof errorCopyEn>;

export const errorCopyEs: ErrorCopy = {
  heading: '¡Ocurrió un error inesperado!',
  fallback: 'Algo salió mal al mostrar esta página.',
  retry: 'Intentar de nuevo',
  home: 'Volver al inicio',
};
