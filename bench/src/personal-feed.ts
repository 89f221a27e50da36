/**
 * The personal home feed of people who follow 200 boards each: the boards (of a few makers, each
 * holding saves of the seeded Pins) are followed over NATS, then every viewer's feed is read once
 * so that it is in Redis, as it is for anyone who came back today. The load reads the first page
 * of a viewer chosen at random per request, through the gateway and straight over NATS.
 */
import { Rpc, type Actor, type Me, type Pin } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import { newBoard, signUp, waitFor, type Person } from '@pinboard/test-kit';
import { BROWSER_HEADERS, closedLoop, httpLoad, type LoadResult } from './measure.js';

export interface Viewer {
  person: Person;
  cookie: string;
}

const asActor = ({ id, username, full_name, image_medium_url }: Me): Actor => ({
  id,
  username,
  full_name,
  image_medium_url,
});

/** `concurrency` at a time of `calls`, in order of start. */
async function inParallel<T>(items: readonly T[], concurrency: number, call: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await call(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export async function preparePersonalFeeds(
  baseUrl: string,
  rpc: RpcClient,
  sources: readonly Pin[],
  options: { viewers: number; boards: number; makers: number; pinsPerBoard: number },
): Promise<Viewer[]> {
  const makers = await Promise.all(
    Array.from({ length: options.makers }, (_, i) => signUp(baseUrl, `maker${i}`)),
  );
  const boards: string[] = [];
  for (let i = 0; i < options.boards; i++) {
    boards.push((await newBoard(makers[i % makers.length]!, `Followed ${i}`)).id);
  }
  // Each board holds saves of a different slice of the seeded Pins.
  const saves = boards.flatMap((boardId, b) =>
    Array.from({ length: options.pinsPerBoard }, (_, k) => ({
      actor: asActor(makers[b % makers.length]!.me),
      pin_id: sources[(b * options.pinsPerBoard + k) % sources.length]!.id,
      board_id: boardId,
    })),
  );
  await inParallel(saves, 16, (save) => rpc.request(Rpc.pins.repin, save));

  const viewers: Viewer[] = [];
  for (let i = 0; i < options.viewers; i++) {
    const person = await signUp(baseUrl, `reader${i}`);
    viewers.push({ person, cookie: person.api.jar.header() });
  }
  const follows = viewers.flatMap((viewer) =>
    boards.map((board_id) => ({ actor: asActor(viewer.person.me), board_id })),
  );
  await inParallel(follows, 16, (follow) => rpc.request(Rpc.boards.follow, follow));
  // The feed service applies follows from events: wait until every viewer's feed is theirs.
  for (const viewer of viewers) {
    await waitFor(
      async () => {
        const page = await rpc.request(Rpc.feed.home, { viewer_id: viewer.person.me.id, page_size: 25 });
        return page.items.length === 25 && followingPhase(page.bookmark);
      },
      'a viewer’s feed of followed boards',
      120_000,
    );
  }
  return viewers;
}

/** Whether the next page is still in what the viewer follows (the feed's bookmarks are base64url JSON). */
function followingPhase(bookmark: string): boolean {
  try {
    return 'f' in (JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as object);
  } catch {
    return false;
  }
}

export function measurePersonalFeedHttp(
  baseUrl: string,
  viewers: readonly Viewer[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const path = `/resource/UserHomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: {} }))}`;
  return httpLoad(`${baseUrl}${path}`, connections, seconds, BROWSER_HEADERS, {
    next: () => ({
      path,
      headers: { ...BROWSER_HEADERS, cookie: viewers[Math.floor(Math.random() * viewers.length)]!.cookie },
    }),
  });
}

export function measurePersonalFeedNats(
  rpc: RpcClient,
  viewers: readonly Viewer[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  return closedLoop(connections, seconds, () =>
    rpc.request(Rpc.feed.home, {
      viewer_id: viewers[Math.floor(Math.random() * viewers.length)]!.person.me.id,
      page_size: 25,
    }),
  );
}
