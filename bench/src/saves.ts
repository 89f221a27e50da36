/**
 * Saves (RepinResource create) as many people make them: each connection's requests come from
 * people chosen at random, each saving a Pin picked at random from a pool that grows with every
 * save (so most saves are of Pins nobody saved to that board yet), to their own board. Afterwards
 * every board's pin_count must equal the saves the server acknowledged for it.
 */
import { CSRF_COOKIE, CSRF_HEADER, type Board } from '@pinboard/contracts';
import { must, newBoard, signUp, waitFor, type Person } from '@pinboard/test-kit';
import { closedLoop, keptAlivePoster, type LoadResult } from './measure.js';
import { cpuPerRequest, cpuSnapshot } from './process-cpu.js';

interface Saver {
  person: Person;
  board: Board;
  headers: Record<string, string>;
}

export interface SavesResult extends LoadResult {
  /** Saves answered with a new Pin (not already_saved). */
  saved: number;
  already_saved: number;
  /** Every board's pin_count equals what was acknowledged for it, read after the run. */
  counts_exact: boolean;
  /** Summed over the boards, how far pin_count was from the acknowledged saves at the last look. */
  counts_off_by: number;
  /** How long after the run the counts took to match (ms); they are written in the save's transaction. */
  counts_settled_ms: number;
  /** Each process's CPU milliseconds per save answered (where a save's cost goes). */
  cpu_ms_per_save: Record<string, number>;
}

export async function prepareSavers(baseUrl: string, people: number): Promise<Saver[]> {
  const savers: Saver[] = [];
  for (let i = 0; i < people; i++) {
    const person = await signUp(baseUrl, `saver${i}`);
    await person.api.open();
    const board = await newBoard(person, `Saves ${i}`);
    const csrf = person.api.cookies.get(CSRF_COOKIE) ?? '';
    savers.push({
      person,
      board,
      headers: {
        cookie: person.api.jar.header(),
        [CSRF_HEADER]: csrf,
        'content-type': 'application/json',
      },
    });
  }
  return savers;
}

export async function measureSaves(
  baseUrl: string,
  savers: Saver[],
  pool: string[],
  connections: number,
  seconds: number,
  /** Wraps the load alone (not the reads before and after it): a window of `--profile`. */
  around: <T>(load: () => Promise<T>) => Promise<T> = (load) => load(),
): Promise<SavesResult> {
  const before = new Map<string, number>();
  for (const { person, board } of savers) {
    before.set(
      board.id,
      must(await person.api.get('BoardResource', { board_id: board.id }), 'board').pin_count,
    );
  }
  const acknowledged = new Map<string, number>();
  let alreadySaved = 0;
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  // Our own closed loop, not autocannon: autocannon drops the requests in flight when its time is
  // up, so saves the server made would go uncounted; here every request sent is awaited.
  const answered = (status: number, body: string) => {
    if (status !== 201 && status !== 200) throw new Error(`save answered ${status}`);
    const pin = (JSON.parse(body) as { resource_response: { data: SavedPin } }).resource_response.data;
    if (pin.already_saved) {
      alreadySaved++;
      return;
    }
    const boardId = pin.pinned_to_board.id;
    acknowledged.set(boardId, (acknowledged.get(boardId) ?? 0) + 1);
    pool.push(pin.id);
  };
  const post = keptAlivePoster(connections);
  const cpuBefore = cpuSnapshot();
  const load = await around(() =>
    closedLoop(connections, seconds, async () => {
      const saver = pick(savers);
      const response = await post(
        `${baseUrl}/resource/RepinResource/create/`,
        saver.headers,
        JSON.stringify({ options: { pin_id: pick(pool), board_id: saver.board.id } }),
      );
      answered(response.status, response.body);
    }),
  );
  const cpuAfter = cpuSnapshot();
  const answeredSaves = [...acknowledged.values()].reduce((a, b) => a + b, 0) + alreadySaved;
  const expected = (boardId: string) => before.get(boardId)! + (acknowledged.get(boardId) ?? 0);
  let countsOff = 0;
  const countsMatch = async () => {
    countsOff = 0;
    for (const { person, board } of savers) {
      const now = must(await person.api.get('BoardResource', { board_id: board.id }), 'board').pin_count;
      countsOff += Math.abs(now - expected(board.id));
    }
    return countsOff === 0;
  };
  const started = performance.now();
  let exact = true;
  try {
    await waitFor(countsMatch, 'board pin counts to match the acknowledged saves', 10_000);
  } catch {
    exact = false;
  }
  return {
    ...load,
    saved: [...acknowledged.values()].reduce((a, b) => a + b, 0),
    already_saved: alreadySaved,
    counts_exact: exact,
    counts_off_by: countsOff,
    counts_settled_ms: Math.round(performance.now() - started),
    cpu_ms_per_save: cpuPerRequest(cpuBefore, cpuAfter, answeredSaves),
  };
}

interface SavedPin {
  id: string;
  already_saved: boolean;
  pinned_to_board: { id: string };
}
