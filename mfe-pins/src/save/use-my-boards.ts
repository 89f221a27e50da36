import { useCallback, useEffect, useState } from 'react';
import type { ApiError, Board } from '@pinboard/contracts';
import type { ApiClient, ApiResult } from '@pinboard/host-contract';
import { END_BOOKMARK } from '../common/api-error';

const MAX_PAGES = 20;

export async function fetchAllBoards(
  api: ApiClient,
  username: string,
): Promise<{ boards: Board[]; error: ApiError | null }> {
  const boards: Board[] = [];
  let bookmark: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: ApiResult<Board[]> = await api.get<Board[]>(
      'BoardsResource',
      bookmark ? { username, bookmark } : { username },
    );
    if (!result.ok) return { boards, error: result.error };
    boards.push(...result.data);
    bookmark = result.bookmark;
    if (!bookmark || bookmark === END_BOOKMARK) break;
  }
  return { boards, error: null };
}

/** The signed-in user's boards (secret ones included), for pickers. */
export function useMyBoards(api: ApiClient, username: string | null) {
  const [boards, setBoards] = useState<Board[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (!username) return;
    let live = true;
    void fetchAllBoards(api, username).then((answer) => {
      if (!live) return;
      setBoards(answer.boards);
      setError(answer.error);
    });
    return () => {
      live = false;
    };
  }, [api, username]);

  const addBoard = useCallback((board: Board) => setBoards((current) => [board, ...(current ?? [])]), []);
  return { boards, error, addBoard };
}
