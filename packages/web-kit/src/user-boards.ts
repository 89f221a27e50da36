/**
 * A user's boards, as both remotes load them: the profile's board cards and the pickers. Creating
 * a board shows it first at once and takes it back if the server refuses (SPEC §4).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import type { Board, Privacy } from '@pinboard/contracts/web';
import { dataOf, pageOf } from './api-query';

/** A safety bound: 20 pages of boards is far more than a person has. */
const MAX_PAGES = 20;
const PENDING_PREFIX = 'pending:';

export const userBoardsKey = (username: string) => ['boards', username] as const;

/** Every board of a user the viewer may see (the owner also gets secret ones). */
export async function fetchUserBoards(api: ApiClient, username: string): Promise<Board[]> {
  const boards: Board[] = [];
  let bookmark: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const options: { username: string; bookmark?: string } = bookmark ? { username, bookmark } : { username };
    const { items, next } = await pageOf(api.get('BoardsResource', options));
    boards.push(...items);
    if (!next) break;
    bookmark = next;
  }
  return boards;
}

/** The boards of `username` (none is asked for while it is null: a visitor has no boards). */
export function useUserBoards(api: ApiClient, username: string | null) {
  return useQuery({
    queryKey: userBoardsKey(username ?? ''),
    queryFn: () => fetchUserBoards(api, username ?? ''),
    enabled: username !== null,
  });
}

export interface NewBoard {
  name: string;
  privacy: Privacy;
}

/** Stands in for a board being created, until the server answers. */
export function pendingBoard(input: NewBoard, ownerUsername: string, now = new Date()): Board {
  const at = now.toISOString();
  return {
    ...input,
    id: `${PENDING_PREFIX}${now.getTime()}`,
    url: '',
    slug: '',
    description: '',
    owner: { id: '', username: ownerUsername },
    pin_count: 0,
    section_count: 0,
    follower_count: 0,
    image_cover_url: null,
    pin_thumbnail_urls: [],
    created_at: at,
    board_order_modified_at: at,
    archived_by_me_at: null,
    collaborator_count: 0,
    is_collaborative: false,
  };
}

export function isPendingBoard(board: Board): boolean {
  return board.id.startsWith(PENDING_PREFIX);
}

/**
 * Creating a board of the signed-in user: it shows first in the list of `owner` (their username
 * as that list was loaded, e.g. the profile's) at once, and goes away again if the server refuses.
 */
export function createBoardMutation(queryClient: QueryClient, api: ApiClient, owner: string | null) {
  const key = userBoardsKey(owner ?? '');
  return {
    mutationFn: (input: NewBoard) => dataOf(api.create('BoardResource', input)),
    onMutate: async (input: NewBoard) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Board[]>(key);
      if (owner && previous) queryClient.setQueryData(key, [pendingBoard(input, owner), ...previous]);
      return { previous };
    },
    onError: (_error: Error, _input: NewBoard, context?: { previous?: Board[] }) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (board: Board) => {
      queryClient.setQueryData<Board[]>(key, (list) =>
        list ? [board, ...list.filter((b) => !isPendingBoard(b))] : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

export function useCreateBoard(api: ApiClient, owner: string | null) {
  return useMutation(createBoardMutation(useQueryClient(), api, owner));
}
