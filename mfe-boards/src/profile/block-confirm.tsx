import { ConfirmAlert } from '@pinboard/web-kit';

interface BlockConfirmProps {
  name: string;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Block {name}?': what a block does, before it is done. */
export function BlockConfirm({ name, onConfirm, onCancel }: BlockConfirmProps) {
  return (
    <ConfirmAlert
      heading={`Block ${name}?`}
      confirm={{ label: 'Block', accessibilityLabel: `Block ${name}` }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      They won&apos;t be able to follow you or your boards, and you&apos;ll stop following each other. You can
      unblock them at any time from their profile.
    </ConfirmAlert>
  );
}
