import { ErrorCode, Events, Rpc, UserTexts, type Actor } from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { actorOf, newUserInput, serviceSuite, testEnv, twoPages } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { PrismaClient } from '../generated/prisma/client.js';
import { usersService } from '../service.js';

describe('users service: follows and blocks', () => {
  const { rpc, watcher } = serviceSuite(usersService, { watchEvents: true });
  const prisma = new PrismaClient({ adapter: createPrismaAdapter(testEnv().databaseUrl, 'users') });
  const emails: string[] = [];

  async function person(prefix: string): Promise<Actor> {
    return actorOf((await register(prefix)).user);
  }
  async function register(prefix: string) {
    const input = newUserInput(prefix, true);
    emails.push(input.email);
    return rpc.request(Rpc.users.register, input);
  }

  const profile = (of: Actor, viewer: Actor | null) =>
    rpc.request(Rpc.users.profile, { username: of.username, viewer_id: viewer?.id ?? null });

  after(async () => {
    await prisma.user.deleteMany({ where: { email: { in: emails } } });
    await prisma.$disconnect();
  });

  test('following moves both counts once, shows on the profile, and is announced', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const first = await rpc.request(Rpc.users.follow, { actor: ada, user_id: grace.id });
    assert.deepEqual(first, { user_id: grace.id, followed_by_me: true, follower_count: 1 });
    // Following again changes nothing.
    assert.deepEqual(await rpc.request(Rpc.users.follow, { actor: ada, user_id: grace.id }), first);

    const seenByAda = await profile(grace, ada);
    assert.equal(seenByAda.follower_count, 1);
    assert.equal(seenByAda.followed_by_me, true);
    assert.equal(seenByAda.blocked_by_me, false);
    assert.equal((await profile(ada, null)).following_count, 1);
    assert.equal((await profile(grace, null)).followed_by_me, false);

    const event = await watcher.find(Events.users.userFollowed, (e) => e.follower_id === ada.id);
    assert.equal(event?.followee_id, grace.id);

    assert.deepEqual(await rpc.request(Rpc.users.unfollow, { actor: ada, user_id: grace.id }), {
      user_id: grace.id,
      followed_by_me: false,
      follower_count: 0,
    });
    await rpc.request(Rpc.users.unfollow, { actor: ada, user_id: grace.id });
    assert.equal((await profile(ada, null)).following_count, 0);
    assert.ok(await watcher.find(Events.users.userUnfollowed, (e) => e.follower_id === ada.id));
  });

  test('nobody follows or blocks themselves, or someone who does not exist', async () => {
    const ada = await person('ada');
    await assert.rejects(rpc.request(Rpc.users.follow, { actor: ada, user_id: ada.id }), {
      code: ErrorCode.ValidationFailed,
      message: UserTexts.cannotFollowSelf,
    });
    await assert.rejects(rpc.request(Rpc.users.block, { actor: ada, blocked_user_id: ada.id }), {
      code: ErrorCode.ValidationFailed,
      message: UserTexts.cannotBlockSelf,
    });
    await assert.rejects(rpc.request(Rpc.users.follow, { actor: ada, user_id: '999999999999999998' }), {
      code: ErrorCode.NotFound,
    });
    await assert.rejects(rpc.request(Rpc.users.follow, { actor: ada, user_id: '9999999999999999999' }), {
      code: ErrorCode.ValidationFailed,
    });
  });

  test('blocking ends follows both ways and keeps either from following the other', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    await rpc.request(Rpc.users.follow, { actor: ada, user_id: grace.id });
    await rpc.request(Rpc.users.follow, { actor: grace, user_id: ada.id });

    assert.deepEqual(await rpc.request(Rpc.users.block, { actor: ada, blocked_user_id: grace.id }), {
      user_id: grace.id,
      blocked_by_me: true,
    });
    for (const who of [ada, grace]) {
      const seen = await profile(who, null);
      assert.equal(seen.follower_count, 0);
      assert.equal(seen.following_count, 0);
    }
    assert.equal((await profile(grace, ada)).blocked_by_me, true);
    assert.equal((await profile(ada, grace)).blocked_by_me, false);
    for (const [actor, other] of [
      [ada, grace],
      [grace, ada],
    ] as const) {
      await assert.rejects(rpc.request(Rpc.users.follow, { actor, user_id: other.id }), {
        code: ErrorCode.Forbidden,
        message: UserTexts.cannotFollowBlocked,
      });
    }
    assert.deepEqual(await rpc.request(Rpc.users.blockCheck, { user_id: grace.id, other_id: ada.id }), {
      blocked: true,
    });
    const blocked = await watcher.find(Events.users.userBlocked, (e) => e.blocker_id === ada.id);
    assert.equal(blocked?.blocked_id, grace.id);

    await rpc.request(Rpc.users.unblock, { actor: ada, blocked_user_id: grace.id });
    assert.deepEqual(await rpc.request(Rpc.users.blockCheck, { user_id: grace.id, other_id: ada.id }), {
      blocked: false,
    });
    assert.equal((await rpc.request(Rpc.users.follow, { actor: grace, user_id: ada.id })).follower_count, 1);
    assert.ok(await watcher.find(Events.users.userUnblocked, (e) => e.blocker_id === ada.id));
  });

  test('a follow and a block racing never leave a follow behind the block', async () => {
    for (let round = 0; round < 5; round++) {
      const [ada, grace] = [await person('ada'), await person('grace')];
      await Promise.allSettled([
        rpc.request(Rpc.users.follow, { actor: ada, user_id: grace.id }),
        rpc.request(Rpc.users.block, { actor: grace, blocked_user_id: ada.id }),
      ]);
      const follows = await prisma.userFollow.count({
        where: { followerId: BigInt(ada.id), followeeId: BigInt(grace.id) },
      });
      assert.equal(follows, 0);
      assert.equal((await profile(grace, null)).follower_count, 0);
    }
  });

  test('many follows at once, crossing each other, keep exact counts', async () => {
    const people = await Promise.all(['a', 'b', 'c', 'd'].map(person));
    // Everyone follows everyone else at once, in bulk: locks are taken in one order, so no deadlock.
    await Promise.all(
      people.map((actor) =>
        rpc.request(Rpc.users.followMany, {
          actor,
          user_ids: people.filter((p) => p !== actor).map((p) => p.id),
        }),
      ),
    );
    for (const p of people) {
      const seen = await profile(p, null);
      assert.equal(seen.follower_count, 3);
      assert.equal(seen.following_count, 3);
    }
    // All or none: one unknown id and nobody new is followed.
    const newcomer = await person('e');
    await assert.rejects(
      rpc.request(Rpc.users.followMany, { actor: newcomer, user_ids: [people[0]!.id, '999999999999999998'] }),
      { code: ErrorCode.NotFound },
    );
    assert.equal((await profile(newcomer, null)).following_count, 0);
  });

  test('followers and following are paged newest first with the viewer’s follow state', async () => {
    const star = await person('star');
    const fans = [];
    for (const prefix of ['f1', 'f2', 'f3']) {
      const fan = await person(prefix);
      await rpc.request(Rpc.users.follow, { actor: fan, user_id: star.id });
      fans.push(fan);
    }
    const viewer = fans[0]!;
    await rpc.request(Rpc.users.follow, { actor: viewer, user_id: fans[2]!.id });

    const [first, second] = await twoPages((bookmark) =>
      rpc.request(Rpc.users.followers, {
        username: star.username,
        page_size: 2,
        bookmark,
        viewer_id: viewer.id,
      }),
    );
    assert.deepEqual(
      first.items.map((u) => [u.username, u.followed_by_me]),
      [
        [fans[2]!.username, true],
        [fans[1]!.username, false],
      ],
    );
    assert.deepEqual(
      second.items.map((u) => u.username),
      [fans[0]!.username],
    );
    assert.equal(second.bookmark, '-end-');

    const following = await rpc.request(Rpc.users.following, { username: viewer.username, viewer_id: null });
    assert.deepEqual(
      following.items.map((u) => [u.username, u.followed_by_me]),
      [
        [fans[2]!.username, false],
        [star.username, false],
      ],
    );
    await assert.rejects(rpc.request(Rpc.users.followers, { username: 'nobody_here_x', viewer_id: null }), {
      code: ErrorCode.NotFound,
    });
  });

  test('people search: username or name prefix, wildcards typed match only themselves, never oneself or a block', async () => {
    const ada = await person('ada');
    const zed = await person('zed');
    const other = await person('zedx');
    const byUsername = await rpc.request(Rpc.users.search, {
      viewer_id: ada.id,
      term: zed.username,
      count: 5,
    });
    assert.deepEqual(
      byUsername.map((u) => u.id),
      [zed.id],
    );
    const upper = await rpc.request(Rpc.users.search, {
      viewer_id: ada.id,
      term: zed.username.toUpperCase(),
      count: 5,
    });
    assert.deepEqual(
      upper.map((u) => u.id),
      [zed.id],
      'case-insensitive',
    );
    // '_' is a username character and '%' is not: neither is a wildcard here.
    const wild = await rpc.request(Rpc.users.search, { viewer_id: ada.id, term: 'zed%', count: 8 });
    assert.equal(wild.length, 0);
    const underscore = await rpc.request(Rpc.users.search, {
      viewer_id: ada.id,
      term: zed.username.slice(0, 3) + '_' + zed.username.slice(4),
      count: 8,
    });
    assert.deepEqual(
      underscore.map((u) => u.id),
      [zed.id],
    );
    assert.equal(
      (await rpc.request(Rpc.users.search, { viewer_id: zed.id, term: zed.username, count: 5 })).length,
      0,
      'never oneself',
    );
    await rpc.request(Rpc.users.block, { actor: zed, blocked_user_id: ada.id });
    assert.equal(
      (await rpc.request(Rpc.users.search, { viewer_id: ada.id, term: zed.username, count: 5 })).length,
      0,
      'not someone who blocked you',
    );
    void other;
  });

  test('invitees: the people named who exist and may be reached', async () => {
    const ada = await person('ada');
    const bo = await register('bo');
    const cy = await register('cy');
    const blocker = await person('blk');
    await rpc.request(Rpc.users.block, { actor: blocker, blocked_user_id: ada.id });
    const reached = await rpc.request(Rpc.users.resolveInvitees, {
      actor_id: ada.id,
      user_ids: [bo.user.id, cy.user.id, blocker.id, ada.id, '999999999999'],
    });
    assert.deepEqual(reached.map((u) => u.id).sort(), [bo.user.id, cy.user.id].sort());
    assert.deepEqual(Object.keys(reached[0]!).sort(), ['full_name', 'id', 'image_medium_url', 'username']);
  });
});
