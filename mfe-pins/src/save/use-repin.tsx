import { useCallback, useState } from 'react';
import { LoginTexts, type Pin, type SavedPin } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { RepinModal } from './repin-modal';

/**
 * Save, wherever a Pin shows (closeup, grid tiles): a visitor is asked to log in (SPEC §8 'Log in
 * to save this Pin') and gets the repin modal once signed in; a signed-in person gets it at once.
 * `modal` renders it. `onSaved` follows a save up (the closeup's overlay and dialog).
 */
export function useRepin(host: HostApi, onSaved?: (saved: SavedPin) => void) {
  const [pin, setPin] = useState<Pin | null>(null);
  const open = useCallback(
    (target: Pin) => (host.me ? setPin(target) : host.requireLogin(LoginTexts.toSave, () => setPin(target))),
    [host],
  );
  const modal = pin ? (
    <RepinModal key={pin.id} host={host} pin={pin} onClose={() => setPin(null)} onSaved={onSaved} />
  ) : null;
  return { open, isOpen: pin !== null, modal };
}
