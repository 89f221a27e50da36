import { Layer, ModalAlert, Text } from 'gestalt';
import { OVERLAY_Z_INDEX } from '@pinboard/web-kit';

interface BlockConfirmProps {
  name: string;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Block {name}?': what a block does, before it is done. */
export function BlockConfirm({ name, onConfirm, onCancel }: BlockConfirmProps) {
  const heading = `Block ${name}?`;
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <ModalAlert
        accessibilityModalLabel={heading}
        heading={heading}
        onDismiss={onCancel}
        primaryAction={{
          role: 'button',
          label: 'Block',
          accessibilityLabel: `Block ${name}`,
          onClick: onConfirm,
        }}
        secondaryAction={{ role: 'button', label: 'Cancel', accessibilityLabel: 'Cancel', onClick: onCancel }}
      >
        <Text>
          They won&apos;t be able to follow you or your boards, and you&apos;ll stop following each other. You
          can unblock them at any time from their profile.
        </Text>
      </ModalAlert>
    </Layer>
  );
}
