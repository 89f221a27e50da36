import { BoardTexts, ErrorCode, Rpc, type Actor } from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import {
  actorOf,
  newUserInput,
  rpcFactories,
  serviceSuite,
  testEnv,
  uniqueSuffix,
  waitFor,
} from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { PrismaClient } from '../generated/prisma/client.js';
import { boardsService } from '../service.js';

/** Collaborators need real people: the users service answers who blocked whom. */
describe('boards service: collaborators', () => {
  const { rpc } = serviceSuite(boardsService, { needs: ['users'] });
  const { board: createBoard } = rpcFactories(rpc);
  const prisma = new PrismaClient({ adapter: createPrismaAdapter(testEnv().databaseUrl, 'boards') });
  const people: Actor[] = [];
  const emails = new Map<string, string>();

  async function person(prefix: string): Promise<Actor> {
    const input = newUserInput(prefix, true);
    const actor = actorOf((await rpc.request(Rpc.users.register, input)).user);
    people.push(actor);
    emails.set(actor.id, input.email);
    return actor;
  }
  const emailOf = (actor: Actor) => emails.get(actor.id)!;
  const invite = (actor: Actor, board_id: string, invitees: Actor[], inviteEmails: string[] = []) =>
    rpc.request(Rpc.boards.collaboratorInvite, { actor, board_id, invitees, emails: inviteEmails });
  const accept = (actor: Actor, board_id: string) =>
    rpc.request(Rpc.boards.inviteAccept, { actor, email: emailOf(actor), board_id });
  const view = (board_id: string, viewer: Actor | null) =>
    rpc.request(Rpc.boards.get, { board_id, viewer_id: viewer?.id ?? null });
  const write = (board_id: string, user: Actor) =>
    rpc.request(Rpc.boards.access, { board_id, user_id: user.id, permission: 'write' });
  const collaboratorCount = async (boardId: string) =>
    (await prisma.board.findUniqueOrThrow({ where: { id: BigInt(boardId) } })).collaboratorCount;

  after(async () => {
    await prisma.board.deleteMany({ where: { ownerId: { in: people.map((p) => BigInt(p.id)) } } });
    await prisma.$disconnect();
  });

  test('an invitee of a secret board sees it and its invite, writes only after accepting, and is counted once', async () => {
    const [owner, ada, stranger] = [await person('own'), await person('ada'), await person('str')];
    const board = await createBoard(owner, 'secret');
    await assert.rejects(view(board.id, ada), { code: ErrorCode.NotFound }, 'secret before the invite');

    const listed = await invite(owner, board.id, [ada]);
    assert.deepEqual(
      listed.invites.map((i) => [i.id, i.status]),
      [[ada.id, 'invited']],
    );
    assert.equal((await invite(owner, board.id, [ada])).invites.length, 1, 'a second invite changes nothing');
    const seen = await view(board.id, ada);
    assert.equal(seen.invited_me, true);
    assert.deepEqual(seen.board_access, []);
    await assert.rejects(write(board.id, ada), { code: ErrorCode.Forbidden });
    const invites = await rpc.request(Rpc.boards.inviteList, { actor: ada, email: emailOf(ada) });
    assert.deepEqual(
      invites.map((i) => [i.board.id, i.invited_by.id]),
      [[board.id, owner.id]],
    );
    await assert.rejects(view(board.id, stranger), { code: ErrorCode.NotFound }, 'still secret to others');

    const results = await Promise.allSettled([accept(ada, board.id), accept(ada, board.id)]);
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1, 'one accept wins');
    assert.equal(await collaboratorCount(board.id), 1);
    const joined = await view(board.id, ada);
    assert.equal(joined.collaborated_by_me, true);
    assert.deepEqual(joined.board_access, ['write']);
    assert.equal(joined.is_collaborative, true);
    assert.deepEqual(
      joined.collaborating_users.map((u) => u.username),
      [ada.username],
    );
    await write(board.id, ada);
    const picker = await rpc.request(Rpc.boards.picker, { actor: ada, pin_text: '' });
    assert.ok(
      picker.all_boards.some((b) => b.id === board.id),
      'in the collaborator’s picker',
    );
    const profile = await rpc.request(Rpc.boards.list, { username: ada.username, viewer_id: ada.id });
    assert.ok(
      profile.items.some((b) => b.id === board.id),
      'in the collaborator’s own list',
    );
    const asSeenByStranger = await rpc.request(Rpc.boards.list, {
      username: ada.username,
      viewer_id: stranger.id,
    });
    assert.ok(!asSeenByStranger.items.some((b) => b.id === board.id), 'but secret to others');

    // Settings stay the owner's.
    await assert.rejects(
      rpc.request(Rpc.boards.update, { actor: ada, board_id: board.id, name: 'Mine now' }),
      {
        code: ErrorCode.Forbidden,
      },
    );
    await assert.rejects(invite(ada, board.id, [stranger]), {
      code: ErrorCode.Forbidden,
      message: BoardTexts.onlyOwnerInvites,
    });
  });

  test('leave, remove and decline: counts stay exact, the owner cannot leave, others cannot remove', async () => {
    const [owner, ada, bo, cy] = [
      await person('own'),
      await person('ada'),
      await person('bo'),
      await person('cy'),
    ];
    const board = await createBoard(owner);
    await invite(owner, board.id, [ada, bo, cy]);
    await accept(ada, board.id);
    await accept(bo, board.id);
    await rpc.request(Rpc.boards.inviteDecline, { actor: cy, email: emailOf(cy), board_id: board.id });
    await assert.rejects(accept(cy, board.id), { code: ErrorCode.NotFound, message: BoardTexts.noInvite });
    assert.equal(await collaboratorCount(board.id), 2);

    await assert.rejects(
      rpc.request(Rpc.boards.collaboratorRemove, { actor: ada, board_id: board.id, collaborator_id: bo.id }),
      { code: ErrorCode.Forbidden },
    );
    await assert.rejects(
      rpc.request(Rpc.boards.collaboratorRemove, {
        actor: owner,
        board_id: board.id,
        collaborator_id: owner.id,
      }),
      { code: ErrorCode.ValidationFailed, message: BoardTexts.ownerCannotLeave },
    );
    const left = await Promise.allSettled([
      rpc.request(Rpc.boards.collaboratorRemove, { actor: ada, board_id: board.id, collaborator_id: ada.id }),
      rpc.request(Rpc.boards.collaboratorRemove, {
        actor: owner,
        board_id: board.id,
        collaborator_id: ada.id,
      }),
    ]);
    assert.equal(left.filter((r) => r.status === 'fulfilled').length, 1, 'removed once');
    assert.equal(await collaboratorCount(board.id), 1);
    const after = await rpc.request(Rpc.boards.collaboratorRemove, {
      actor: owner,
      board_id: board.id,
      collaborator_id: bo.id,
    });
    assert.deepEqual(after.collaborators, []);
    assert.equal(await collaboratorCount(board.id), 0);
    await assert.rejects(write(board.id, bo), { code: ErrorCode.Forbidden });
  });

  test('an e-mail invite: the owner sees the address either way, its holder answers it', async () => {
    const [owner, ada] = [await person('own'), await person('ada')];
    const board = await createBoard(owner, 'secret');
    const nobody = `nobody_${uniqueSuffix()}@example.test`;
    const listed = await invite(owner, board.id, [], [emailOf(ada), nobody]);
    assert.deepEqual(listed.invites, [], 'no person is shown for an address');
    assert.deepEqual(listed.email_invites.map((i) => i.email).sort(), [emailOf(ada), nobody].sort());
    const mine = await rpc.request(Rpc.boards.inviteList, { actor: ada, email: emailOf(ada) });
    assert.deepEqual(
      mine.map((i) => i.board.id),
      [board.id],
    );
    const joined = await accept(ada, board.id);
    assert.equal(joined.collaborator_count, 1);
    assert.deepEqual((await view(board.id, ada)).board_access, ['write']);
    const now = await rpc.request(Rpc.boards.collaboratorList, { board_id: board.id, viewer_id: owner.id });
    assert.deepEqual(
      now.email_invites.map((i) => i.email),
      [nobody],
    );
    assert.deepEqual(
      now.collaborators.map((c) => c.id),
      [ada.id],
    );
    // Only the owner sees addresses.
    const seenByAda = await rpc.request(Rpc.boards.collaboratorList, {
      board_id: board.id,
      viewer_id: ada.id,
    });
    assert.deepEqual(seenByAda.email_invites, []);
    const cancelled = await rpc.request(Rpc.boards.collaboratorRemove, {
      actor: owner,
      board_id: board.id,
      email: nobody,
    });
    assert.deepEqual(cancelled.email_invites, []);
  });

  test('a block ends a collaboration both ways', async () => {
    const [owner, ada] = [await person('own'), await person('ada')];
    const board = await createBoard(owner, 'secret');
    await invite(owner, board.id, [ada]);
    await accept(ada, board.id);
    await rpc.request(Rpc.users.block, { actor: ada, blocked_user_id: owner.id });
    await waitFor(async () => (await collaboratorCount(board.id)) === 0, 'the block reaches boards');
    await assert.rejects(view(board.id, ada), { code: ErrorCode.NotFound });
  });
});
