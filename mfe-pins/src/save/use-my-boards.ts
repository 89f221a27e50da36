import { useCallback, useEffect, useState } from 'react';
import type { ApiError, Board } from '@pinboard/contracts';
import type { ApiClient } from '@pinboard/host-contract';
import { fetchAllBoards } from '@pinboard/board-kit';

/** The signed-in user's boards (secret ones included), for pickers. */
export function useMyBoards(api: ApiClient, username: string | null) {
  const [boards, setBoards] = useState<Board[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!username) return;
    let live = true;
    void fetchAllBoards(api, username).then((answer) => {
      if (!live) return;
      setBoards(answer.ok ? answer.data : []);
      setError(answer.ok ? null : answer.error);
    });
    return () => {
      live = false;
    };
  }, [api, username]);

  const addBoard = useCallback((board: Board) => setBoards((current) => [board, ...(current ?? [])]), []);
  return { boards, error, addBoard };
}
