/**
 * Home feeds end to end on the real services: users, boards and pins from their builds, feed
 * in-process (with a fan-in threshold of 3 followers, so heavy sources are cheap to make).
 */
import {
  END_BOOKMARK,
  ErrorCode,
  Rpc,
  type Actor,
  type Board,
  type FeedPin,
  type Page,
  type Pin,
} from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { rpcFactories, serviceSuite, testEnv, waitFor } from '@pinboard/test-kit';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { homeFeedKey } from '../home-feed/home-feed.store.js';
import { feedService } from '../service.js';

/** Which part of the feed a bookmark goes on in (the feed's own bookmarks are base64url JSON). */
const phaseOf = (bookmark: string) =>
  bookmark === END_BOOKMARK
    ? 'end'
    : 'f' in JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8'))
      ? 'following'
      : 'popular';

describe('feed service: home feeds', () => {
  const { rpc } = serviceSuite(feedService, {
    config: { FANOUT_MAX_FOLLOWERS: '3' },
    needs: ['users', 'boards', 'pins'],
    rpcTimeoutMs: 15_000,
  });
  const { person, board, pin } = rpcFactories(rpc);
  let redis: Redis;

  const save = (actor: Actor, source: Pin, to: Board) =>
    rpc.request(Rpc.pins.repin, { actor, pin_id: source.id, board_id: to.id });
  const followUser = (actor: Actor, user: Actor) =>
    rpc.request(Rpc.users.follow, { actor, user_id: user.id });
  const followBoard = (actor: Actor, to: Board) => rpc.request(Rpc.boards.follow, { actor, board_id: to.id });
  const home = (viewer: Actor | null, page_size = 25, bookmark?: string): Promise<Page<FeedPin>> =>
    rpc.request(Rpc.feed.home, { viewer_id: viewer?.id ?? null, page_size, ...(bookmark && { bookmark }) });
  const ids = (page: Page<FeedPin>) => page.items.map((p) => p.id);
  /** The viewer's first `pages` pages, as ids. */
  async function pagesOf(viewer: Actor | null, pages: number, size = 50): Promise<string[]> {
    const seen: string[] = [];
    let bookmark: string | undefined;
    for (let i = 0; i < pages; i++) {
      const page = await home(viewer, size, bookmark);
      seen.push(...ids(page));
      if (page.bookmark === END_BOOKMARK) break;
      bookmark = page.bookmark;
    }
    return seen;
  }
  /** What the viewer's feed holds in Redis: the saves copied there (fan-out). */
  const copied = async (viewer: Actor) =>
    (await redis.zrange(homeFeedKey(viewer.id), '0', '-1', 'WITHSCORES')).filter((_, i) => i % 2 === 1);
  /**
   * Events are applied asynchronously: wait until the viewer's feed starts with `pinId` as a Pin of
   * what they follow (a one-Pin page whose bookmark goes on in the following phase), not as a
   * popular Pin filling an empty feed.
   */
  const waitForTop = (viewer: Actor, pinId: string) =>
    waitFor(async () => {
      const page = await home(viewer, 1);
      return ids(page)[0] === pinId && phaseOf(page.bookmark) === 'following';
    }, `${pinId} at the top of the feed`);

  before(() => {
    redis = new Redis(testEnv().redisUrl);
  });

  after(async () => {
    await redis?.quit();
  });

  test('a follow makes the next Pin appear in the follower’s feed, first, copied there on write', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const graces = await board(grace);
    await followUser(ada, grace);
    const first = await pin(grace, graces);
    await waitForTop(ada, first.id);
    // Ada's feed is in Redis now (read after the follow): Grace's next Pin is copied into it.
    const next = await pin(grace, graces);
    await waitFor(async () => (await copied(ada)).includes(next.id), 'the next Pin copied into the feed');
    assert.deepEqual(ids(await home(ada, 2)), [next.id, first.id]);
  });

  test('following a board brings its latest Pins, and its next ones; other boards stay out', async () => {
    const [carol, grace] = [await person('carol'), await person('grace')];
    const [followed, other] = [await board(grace), await board(grace)];
    const older = await pin(grace, followed);
    await followBoard(carol, followed);
    await waitForTop(carol, older.id);
    const next = await pin(grace, followed);
    const elsewhere = await pin(grace, other);
    await waitForTop(carol, next.id);
    assert.ok(!(await copied(carol)).includes(elsewhere.id), 'a board not followed is not copied');
    const page = await home(carol, 2);
    assert.deepEqual(ids(page), [next.id, older.id], 'newest first');
  });

  test('pages go from what is followed to popular Pins without repeating', async () => {
    const [dave, grace] = [await person('dave'), await person('grace')];
    const followed = await board(grace);
    const made = [await pin(grace, followed), await pin(grace, followed), await pin(grace, followed)];
    await followBoard(dave, followed);
    await waitFor(
      async () =>
        (await pagesOf(dave, 1, 3)).slice(0, 3).join() ===
        made
          .map((p) => p.id)
          .reverse()
          .join(),
      'three followed Pins',
    );
    const first = await home(dave, 2);
    assert.deepEqual(ids(first), [made[2]!.id, made[1]!.id]);
    const second = await home(dave, 2, first.bookmark);
    assert.equal(second.items[0]?.id, made[0]!.id, 'the last followed Pin, then popular ones');
    assert.ok(second.items.length <= 2);
    const third = await home(dave, 2, second.bookmark);
    const all = [...ids(first), ...ids(second), ...ids(third)];
    assert.equal(new Set(all).size, all.length, 'no Pin twice');
    await assert.rejects(home(dave, 2, 'garbage!'), (err: unknown) => {
      return err instanceof ServiceError && err.code === ErrorCode.ValidationFailed;
    });
    assert.deepEqual(await home(dave, 2, END_BOOKMARK), { items: [], bookmark: END_BOOKMARK });
  });

  test('a Pin saved many times is one tile with its save count, ranked above fresher Pins with fewer saves', async () => {
    const [author, a, b, c] = [
      await person('author'),
      await person('sa'),
      await person('sb'),
      await person('sc'),
    ];
    const authors = await board(author);
    const popular = await pin(author, authors);
    for (const saver of [a, b, c]) await save(saver, popular, await board(saver));
    const quiet = await pin(author, authors);
    // The test database holds other runs' Pins too: read the visitor's feed until both show up.
    const visitorTiles = async () => {
      const tiles: FeedPin[] = [];
      let bookmark: string | undefined;
      for (let i = 0; i < 20 && bookmark !== END_BOOKMARK; i++) {
        const page = await home(null, 100, bookmark);
        tiles.push(...page.items);
        if ([popular.id, quiet.id].every((id) => tiles.some((p) => p.id === id))) break;
        bookmark = page.bookmark;
      }
      return tiles;
    };
    await waitFor(async () => {
      const tiles = await visitorTiles();
      const tile = tiles.find((p) => p.id === popular.id);
      return tile?.aggregated_pin_data.aggregated_stats.saves === 4 && tiles.some((p) => p.id === quiet.id);
    }, 'the popular Pin with 4 saves and the quiet one in the visitor’s feed');
    const seen = (await visitorTiles()).map((p) => p.id);
    assert.ok(seen.indexOf(popular.id) < seen.indexOf(quiet.id), 'more saves first');
    assert.equal(seen.filter((id) => id === popular.id).length, 1);
    // Someone following all three savers sees the Pin once, as the newest save.
    const fan = await person('fan');
    for (const saver of [a, b, c]) await followUser(fan, saver);
    await waitFor(async () => (await home(fan, 10)).items.length > 0, 'the fan’s feed');
    const fans = (await home(fan, 50)).items.filter((p) => p.title === popular.title);
    assert.equal(fans.length, 1, 'one tile for four saves');
  });

  test('a block hides each one’s Pins from the other’s feed, popular Pins included', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const graces = await board(grace);
    await followUser(ada, grace);
    const before = await pin(grace, graces);
    await waitForTop(ada, before.id);
    await rpc.request(Rpc.users.block, { actor: grace, blocked_user_id: ada.id });
    const after = await pin(grace, graces);
    // The popular feed is everyone's (the test database keeps earlier runs' Pins): look deep enough.
    await waitFor(async () => (await pagesOf(null, 20)).includes(after.id), 'the new Pin among popular ones');
    const adaSees = await pagesOf(ada, 3);
    assert.ok(!adaSees.includes(before.id) && !adaSees.includes(after.id), 'none of Grace’s Pins');
  });

  test('a secret board’s Pins never reach anyone else’s feed', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const [open, secret] = [await board(grace), await board(grace, 'secret')];
    await home(ada);
    await followUser(ada, grace);
    const hidden = await pin(grace, secret);
    const shown = await pin(grace, open);
    await waitForTop(ada, shown.id);
    assert.ok(!(await copied(ada)).includes(hidden.id));
    assert.ok(!(await pagesOf(ada, 3)).includes(hidden.id));
    assert.ok(!(await pagesOf(null, 3)).includes(hidden.id));
  });

  test('a person with many followers is read on the fly (fan-in), not copied', async () => {
    const star = await person('star');
    const stars = await board(star);
    const fans = await Promise.all(['f1', 'f2', 'f3'].map(person));
    for (const fan of fans) {
      await home(fan);
      await followUser(fan, star);
    }
    // Three followers reach FANOUT_MAX_FOLLOWERS: from now on the star's Pins are read, not copied
    // (events are applied in order, so the follows are counted before the Pin arrives).
    const fresh = await pin(star, stars);
    for (const fan of fans) await waitForTop(fan, fresh.id);
    for (const fan of fans) assert.ok(!(await copied(fan)).includes(fresh.id), 'not copied');
  });

  test('a feed Redis lost is rebuilt from Postgres; an unfollow takes the source out', async () => {
    const [erin, grace, heidi] = [await person('erin'), await person('grace'), await person('heidi')];
    const [graces, heidis] = [await board(grace), await board(heidi)];
    await home(erin);
    await followUser(erin, grace);
    await followUser(erin, heidi);
    const g = await pin(grace, graces);
    const h = await pin(heidi, heidis);
    await waitForTop(erin, h.id);
    await redis.del(homeFeedKey(erin.id));
    assert.deepEqual(ids(await home(erin, 2)), [h.id, g.id], 'rebuilt');
    await rpc.request(Rpc.users.unfollow, { actor: erin, user_id: heidi.id });
    // The unfollow drops the feed; the next read rebuilds it from what Erin still follows.
    await waitFor(
      async () =>
        (await home(erin)) && !(await copied(erin)).includes(h.id) && (await copied(erin)).includes(g.id),
      'Heidi out',
    );
  });
});
