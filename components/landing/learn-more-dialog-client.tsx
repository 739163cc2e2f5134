import type { ReactNode } from 'react';
import { ModalShell } from '@/components/ui/modal-shell-client';

/** The Learn More dialog of one esthetics service (loaded on first use by learn-more-client.tsx). */
export function LearnMoreDialog({
  title,
  closeLabel,
  bodyLabel,
  onClose,
  returnFocus,
  footer,
  children,
}: {
  title: string;
  closeLabel: string;
  bodyLabel: string;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <ModalShell
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      returnFocus={returnFocus}
      testId="learn-more-dialog"
      size="max-h-[85vh] max-w-3xl"
      bodyLabel={bodyLabel}
      footer={footer}
    >
      {children}
    </ModalShell>
  );
}
