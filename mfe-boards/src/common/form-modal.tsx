import type { ReactNode } from 'react';
import { Layer, Modal } from 'gestalt';
import { OVERLAY_Z_INDEX } from '@pinboard/web-kit';

interface FormModalProps {
  /** The heading, and the modal's accessible name. */
  title: string;
  onDismiss(): void;
  /** The form's buttons. */
  footer: ReactNode;
  children: ReactNode;
}

/** A small modal holding one form ('Create board', 'Add section'), above the shell's header. */
export function FormModal({ title, onDismiss, footer, children }: FormModalProps) {
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal accessibilityModalLabel={title} heading={title} onDismiss={onDismiss} size="sm" footer={footer}>
        {children}
      </Modal>
    </Layer>
  );
}
