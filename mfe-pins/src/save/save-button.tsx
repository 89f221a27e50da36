import { useState } from 'react';
import { Button } from 'gestalt';
import type { Pin } from '@pinboard/contracts';
import type { HostApi } from '@pinboard/host-contract';
import { LOGIN_TO_SAVE } from '../common/api-error';
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
      host.requireLogin(LOGIN_TO_SAVE);
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
