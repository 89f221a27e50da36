import { useCallback, useEffect, useState } from 'react';
import type { ApiError, Board, User } from '@pinboard/contracts';
import type { ApiClient } from '@pinboard/host-contract';
import { fetchAllBoards } from '@pinboard/board-kit';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; user: User; boards: Board[] };

export function useProfile(api: ApiClient, username: string) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void Promise.all([api.get<User>('UserResource', { username }), fetchAllBoards(api, username)]).then(
      ([user, boards]) => {
        if (!live) return;
        if (!user.ok) setState({ status: 'error', error: user.error });
        else if (!boards.ok) setState({ status: 'error', error: boards.error });
        else setState({ status: 'ready', user: user.data, boards: boards.data });
      },
    );
    return () => {
      live = false;
    };
  }, [api, username]);

  /** Optimistic: a created board shows first at once. */
  const addBoard = useCallback((board: Board) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, boards: [board, ...current.boards] } : current,
    );
  }, []);

  return { state, addBoard };
}
