import { useMemo } from 'react';
import type { HostApi, PinFeedSlotProps } from '@pinboard/host-contract';
import { useSession } from '../session/session-context';
import { bootBoardFor, bootSectionFor, takeBootFeedPage } from './boot-feed';
import { pins } from './remotes';

/** The HostApi handed to every remote; stable while the session does not change. */
export function useHostApi(): HostApi {
  const { me, api, openLogin } = useSession();
  return useMemo(() => {
    const host: HostApi = {
      me: me ?? null,
      api,
      requireLogin: (message: string, then?: () => void) => openLogin(message, then),
      renderPinFeed: (props: PinFeedSlotProps) => <pins.Slot module="PinFeed" props={{ ...props, host }} />,
      takeBootFeedPage,
      bootBoard: bootBoardFor,
      bootSection: bootSectionFor,
    };
    return host;
  }, [me, api, openLogin]);
}
