import { useState } from 'react';
import { Button } from 'gestalt';
import { LoginTexts, type Pin } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { RepinModal } from './repin-modal';

interface SaveButtonProps {
  host: HostApi;
  pin: Pin;
  onSaved?(saved: Pin): void;
}

/** The red 'Save' button: a visitor gets the login prompt, a user the repin modal. */
export function SaveButton({ host, pin, onSaved }: SaveButtonProps) {
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (!host.me) {
      host.requireLogin(LoginTexts.toSave);
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button
        text="Save"
        color="red"
        size="lg"
        onClick={onClick}
        accessibilityHaspopup
        accessibilityExpanded={open}
      />
      {open ? (
        <RepinModal
          host={host}
          pin={pin}
          onDismiss={() => setOpen(false)}
          onSaved={(saved) => {
            setOpen(false);
            onSaved?.(saved);
          }}
        />
      ) : null}
    </>
  );
}
