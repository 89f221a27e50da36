import { Button } from 'gestalt';
import type { Pin } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { useRepin } from './use-repin';

interface SaveButtonProps {
  host: HostApi;
  pin: Pin;
  /** The viewer has saved this Pin somewhere: the button says 'Saved' (and still saves elsewhere). */
  saved: boolean;
}

/** The closeup's red 'Save' button (black 'Saved' once saved). */
export function SaveButton({ host, pin, saved }: SaveButtonProps) {
  const repin = useRepin(host);
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
    </>
  );
}
