'use client';

import { buttonStyles } from '@/components/ui/button-styles';

/** Opens the browser's print dialog (the print stylesheet lays the form out on US Letter). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={`${buttonStyles.primary} no-print`} onClick={() => window.print()}>
      {label}
    </button>
  );
}
