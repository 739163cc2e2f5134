/**
 * What a visitor reads when a page fails to render, in each language. Each error boundary reads its own language;
 * the root one picks by the address (see app/global-error.tsx).
 */
import type { Bilingual, Translation } from '@/lib/format/bilingual';

const en = {
  heading: 'Unexpected Application Error!',
  fallback: 'Something went wrong while showing this page.',
  retry: 'Try again',
  home: 'Return to Home',
};

export type ErrorCopy = Translation<typeof en>;

const es: ErrorCopy = {
  heading: '¡Ocurrió un error inesperado!',
  fallback: 'Algo salió mal al mostrar esta página.',
  retry: 'Intentar de nuevo',
  home: 'Volver al inicio',
};

export const errorCopy: Bilingual<typeof en> = { en, es };
