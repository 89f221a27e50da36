import { useCallback, useState } from 'react';
import { Button } from 'gestalt';
import type { Pin, SavedPin } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { PinSavedDialog } from './pin-saved-dialog';
import { SaveOverlay } from './save-overlay';
import { useRepin } from './use-repin';

interface SaveButtonProps {
  host: HostApi;
  pin: Pin;
  /** The viewer has saved this Pin somewhere: the button says 'Saved' (and still saves elsewhere). */
  saved: boolean;
}

/** The closeup's red 'Save' button (black 'Saved' once saved). */
export function SaveButton({ host, pin, saved }: SaveButtonProps) {
  // After a save: the overlay plays, then the Pin saved dialog stays until dismissed (SPEC §2.3).
  const [done, setDone] = useState<{ saved: SavedPin; stage: 'overlay' | 'dialog' } | null>(null);
  const repin = useRepin(host, (result) => setDone({ saved: result, stage: 'overlay' }));
  const toDialog = useCallback(() => setDone((now) => (now ? { ...now, stage: 'dialog' } : now)), []);
  return (
    <>
      <Button
        text={saved ? 'Saved' : 'Save'}
        color={saved ? 'dark' : 'red'}
        size="lg"
        onClick={() => repin.open(pin)}
        accessibilityHaspopup
        accessibilityExpanded={repin.isOpen}
      />
      {repin.modal}
      {done?.stage === 'overlay' ? (
        <SaveOverlay
          pin={done.saved}
          boardName={done.saved.pinned_to_board.name}
          firstSave={done.saved.first_save}
          onDone={toDialog}
        />
      ) : null}
      {done?.stage === 'dialog' ? (
        <PinSavedDialog saved={done.saved} me={host.me} onDismiss={() => setDone(null)} />
      ) : null}
    </>
  );
}
