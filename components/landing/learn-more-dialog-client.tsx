import { ModalShell, type CardModalProps } from '@/components/ui/modal-shell-client';

/** The Learn More dialog of one esthetics service (loaded on first use by learn-more-client.tsx). */
export function LearnMoreDialog(props: Omit<CardModalProps, 'variant' | 'testId' | 'size'>) {
  return <ModalShell {...props} testId="learn-more-dialog" size="max-h-[85vh] max-w-3xl" />;
}
