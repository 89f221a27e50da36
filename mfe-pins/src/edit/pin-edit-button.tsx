import { useState } from 'react';
import { IconButton } from 'gestalt';
import { useNavigate } from 'react-router';
import type { PinCloseup } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { PinEditModal } from './pin-edit-modal';
import { usePinEditable } from './use-pin-edit';

/** 'Edit Pin' on the closeup, for whoever may edit it. */
export function PinEditButton({ host, pin }: { host: HostApi; pin: PinCloseup }) {
  const editable = usePinEditable(host, pin);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  if (!editable) return null;
  return (
    <>
      <IconButton
        icon="edit"
        accessibilityLabel="Edit Pin"
        accessibilityHaspopup
        accessibilityExpanded={open}
        size="md"
        onClick={() => setOpen(true)}
      />
      {open ? (
        <PinEditModal
          host={host}
          pin={pin}
          onDismiss={() => setOpen(false)}
          onDeleted={(boardUrl) => navigate(boardUrl, { replace: true })}
        />
      ) : null}
    </>
  );
}
