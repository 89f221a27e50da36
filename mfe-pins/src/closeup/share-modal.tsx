import { Button, Flex, Layer, Modal, TextField } from 'gestalt';
import { useSearchParams } from 'react-router';
import type { PinCloseup } from '@pinboard/contracts/web';
import { OVERLAY_Z_INDEX, useToast } from '@pinboard/web-kit';

/**
 * The closeup's share view, opened by `?share=true` (SPEC §2.3: the Pin saved dialog's 'Send' goes
 * to /pin/{id}/?share=true): the Pin's address to copy. Closing it drops the flag from the address.
 */
export function ShareModal({ pin }: { pin: PinCloseup }) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  if (params.get('share') !== 'true') return null;
  const url = `${window.location.origin}/pin/${pin.id}/`;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('share');
        return next;
      },
      { replace: true },
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ text: 'Link copied!' });
    } catch {
      toast.show({ type: 'error', text: 'Copy the link from the field above.' });
    }
  };
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal accessibilityModalLabel="Share this Pin" heading="Share" onDismiss={close} size="sm">
        <Flex direction="column" gap={{ column: 4, row: 0 }}>
          <TextField id="pb-share-link" label="Link to this Pin" value={url} readOnly onChange={() => {}} />
          <Flex justifyContent="end">
            <Button text="Copy link" color="red" size="lg" onClick={() => void copy()} />
          </Flex>
        </Flex>
      </Modal>
    </Layer>
  );
}
