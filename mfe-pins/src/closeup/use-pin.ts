import { useEffect, useState } from 'react';
import type { ApiError, Pin } from '@pinboard/contracts';
import type { ApiClient } from '@pinboard/host-contract';

export type PinState =
  { status: 'loading' } | { status: 'ready'; pin: Pin } | { status: 'error'; error: ApiError };

export function usePin(api: ApiClient, pinId: string): PinState {
  const [state, setState] = useState<PinState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void api.get<Pin>('PinResource', { id: pinId }).then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', pin: result.data } : { status: 'error', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [api, pinId]);
  return state;
}
