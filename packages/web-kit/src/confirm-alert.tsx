import type { ReactNode } from 'react';
import { Layer, ModalAlert, Text } from 'gestalt';
import { OVERLAY_Z_INDEX } from './overlay-z-index';

export interface ConfirmAlertProps {
  /** The question, as the dialog's heading and its name ('Block Ana?'). */
  heading: string;
  /** What the confirming button says, and what a screen reader hears of it. */
  confirm: { label: string; accessibilityLabel?: string };
  /** What doing it means, before it is done. */
  children: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** A question before something that cannot be taken back: Cancel, or do it (Gestalt's ModalAlert). */
export function ConfirmAlert({ heading, confirm, children, onConfirm, onCancel }: ConfirmAlertProps) {
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <ModalAlert
        accessibilityModalLabel={heading}
        heading={heading}
        onDismiss={onCancel}
        primaryAction={{
          role: 'button',
          label: confirm.label,
          accessibilityLabel: confirm.accessibilityLabel ?? confirm.label,
          onClick: onConfirm,
        }}
        secondaryAction={{ role: 'button', label: 'Cancel', accessibilityLabel: 'Cancel', onClick: onCancel }}
      >
        <Text>{children}</Text>
      </ModalAlert>
    </Layer>
  );
}
