import type { Board } from '@pinboard/contracts';
import type { ApiClient, ApiResult } from '@pinboard/host-contract';
import { END_BOOKMARK } from './failure-text';

/** A safety bound: 20 pages of boards is far more than a person has. */
const MAX_PAGES = 20;

/** Every board of a user the viewer may see (the owner also gets secret ones). */
export async function fetchAllBoards(api: ApiClient, username: string): Promise<ApiResult<Board[]>> {
  const boards: Board[] = [];
  let bookmark: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: ApiResult<Board[]> = await api.get<Board[]>(
      'BoardsResource',
      bookmark ? { username, bookmark } : { username },
    );
    if (!result.ok) return result;
    boards.push(...result.data);
    bookmark = result.bookmark;
    if (!bookmark || bookmark === END_BOOKMARK) break;
  }
  return { ok: true, data: boards, bookmark: END_BOOKMARK };
}
