import { BoardTexts, ErrorCode, Events, Rpc, UserTexts, type Actor } from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { rpcFactories, serviceSuite, testEnv, waitFor } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { PrismaClient } from '../generated/prisma/client.js';
import { boardsService } from '../service.js';

/** Board follows need real people: the users service answers who blocked whom. */
describe('boards service: board follows', () => {
  const { rpc, watcher } = serviceSuite(boardsService, { needs: ['users'], watchEvents: true });
  const { person: newPerson, board: createBoard } = rpcFactories(rpc);
  const prisma = new PrismaClient({ adapter: createPrismaAdapter(testEnv().databaseUrl, 'boards') });
  const people: Actor[] = [];

  async function person(prefix: string): Promise<Actor> {
    const actor = await newPerson(prefix);
    people.push(actor);
    return actor;
  }
  const followerCount = async (boardId: string) =>
    (await prisma.board.findUniqueOrThrow({ where: { id: BigInt(boardId) } })).followerCount;

  after(async () => {
    await prisma.board.deleteMany({ where: { ownerId: { in: people.map((p) => BigInt(p.id)) } } });
    await prisma.$disconnect();
  });

  test('following a board counts once, shows on the board, and is announced; unfollowing undoes it', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const board = await createBoard(grace);
    const followed = await rpc.request(Rpc.boards.follow, { actor: ada, board_id: board.id });
    assert.deepEqual(followed, { board_id: board.id, followed_by_me: true, follower_count: 1 });
    assert.deepEqual(await rpc.request(Rpc.boards.follow, { actor: ada, board_id: board.id }), followed);

    const seenByAda = await rpc.request(Rpc.boards.get, { board_id: board.id, viewer_id: ada.id });
    assert.equal(seenByAda.followed_by_me, true);
    assert.equal(seenByAda.follower_count, 1);
    assert.equal(
      (await rpc.request(Rpc.boards.get, { board_id: board.id, viewer_id: null })).followed_by_me,
      false,
    );
    const event = await watcher.find(Events.boards.boardFollowed, (e) => e.board_id === board.id);
    assert.deepEqual([event?.follower_id, event?.owner_id], [ada.id, grace.id]);

    assert.deepEqual(await rpc.request(Rpc.boards.unfollow, { actor: ada, board_id: board.id }), {
      board_id: board.id,
      followed_by_me: false,
      follower_count: 0,
    });
    await rpc.request(Rpc.boards.unfollow, { actor: ada, board_id: board.id });
    assert.equal(await followerCount(board.id), 0);
  });

  test('nobody follows their own board, a secret board, or a board that does not exist', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const own = await createBoard(grace);
    await assert.rejects(rpc.request(Rpc.boards.follow, { actor: grace, board_id: own.id }), {
      code: ErrorCode.ValidationFailed,
      message: BoardTexts.cannotFollowOwnBoard,
    });
    const secret = await createBoard(grace, 'secret');
    await assert.rejects(rpc.request(Rpc.boards.follow, { actor: ada, board_id: secret.id }), {
      code: ErrorCode.NotFound,
      message: BoardTexts.notFound,
    });
    await assert.rejects(rpc.request(Rpc.boards.follow, { actor: ada, board_id: '999999999999999998' }), {
      code: ErrorCode.NotFound,
    });
  });

  test('a block drops board follows both ways and keeps them from coming back', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const [adas, graces] = [await createBoard(ada), await createBoard(grace)];
    await rpc.request(Rpc.boards.follow, { actor: ada, board_id: graces.id });
    await rpc.request(Rpc.boards.follow, { actor: grace, board_id: adas.id });

    await rpc.request(Rpc.users.block, { actor: grace, blocked_user_id: ada.id });
    await waitFor(
      async () => (await followerCount(adas.id)) === 0 && (await followerCount(graces.id)) === 0,
      'board follows dropped after the block',
    );
    assert.ok(await watcher.find(Events.boards.boardUnfollowed, (e) => e.board_id === graces.id));
    for (const [actor, board] of [
      [ada, graces],
      [grace, adas],
    ] as const) {
      await assert.rejects(rpc.request(Rpc.boards.follow, { actor, board_id: board.id }), {
        code: ErrorCode.Forbidden,
        message: UserTexts.cannotFollowBlocked,
      });
    }

    await rpc.request(Rpc.users.unblock, { actor: grace, blocked_user_id: ada.id });
    assert.equal(
      (await rpc.request(Rpc.boards.follow, { actor: ada, board_id: graces.id })).follower_count,
      1,
    );
  });

  test('a board follow racing a block never outlives it', async () => {
    for (let round = 0; round < 4; round++) {
      const [ada, grace] = [await person('ada'), await person('grace')];
      const board = await createBoard(grace);
      await Promise.allSettled([
        rpc.request(Rpc.boards.follow, { actor: ada, board_id: board.id }),
        rpc.request(Rpc.users.block, { actor: grace, blocked_user_id: ada.id }),
      ]);
      // The block's consumer runs after the block commits: wait until it has seen this block.
      await watcher.find(Events.users.userBlocked, (e) => e.blocked_id === ada.id);
      await waitFor(async () => (await followerCount(board.id)) === 0, 'no follow after the block');
      const follows = await prisma.boardFollow.count({ where: { boardId: BigInt(board.id) } });
      assert.equal(follows, 0);
    }
  });

  test('deleting a board takes its follows with it', async () => {
    const [ada, grace] = [await person('ada'), await person('grace')];
    const board = await createBoard(grace);
    await rpc.request(Rpc.boards.follow, { actor: ada, board_id: board.id });
    await rpc.request(Rpc.boards.delete, { actor: grace, board_id: board.id });
    assert.equal(await prisma.boardFollow.count({ where: { boardId: BigInt(board.id) } }), 0);
  });
});
