import { Controller } from '@nestjs/common';
import { ErrorCode, Events, PinTexts, Rpc, type Pin, type RpcInput } from '@pinboard/contracts';
import { advisoryLockKey } from '@pinboard/db';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { BoardsClient } from '../pins/boards.client.js';
import { isVisibleTo, pinSelect, placeColumns, toPin } from '../pins/pin.mapper.js';

/** The first half of the advisory-lock key of a board's moves (the board id is the second). */
const BOARD_MOVES_LOCK = 2171;

/** Where a Pin was before a move, for its pins.pin.updated event. */
interface Previous {
  id: bigint;
  boardId: bigint;
  sectionId: bigint | null;
}

/**
 * Moves of many Pins at once (SPEC §4, §7): to another board or section, or out of a section. Each
 * is one transaction (all move or none), and one move per board runs at a time: a second one while
 * the first holds the board answers BOARD_BUSY (api_error_code 2171, 'Please wait until the
 * previous board action finishes.') rather than queueing behind it.
 */
@Controller()
export class MoveController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly boards: BoardsClient,
    private readonly events: DomainEvents,
  ) {}

  @RpcHandler(Rpc.pins.moveMany)
  async moveMany({
    actor,
    pin_ids,
    board_id,
    section_id,
  }: RpcInput<typeof Rpc.pins.moveMany>): Promise<Pin[]> {
    const rows = await this.ownPins(actor.id, pin_ids);
    const boards = new Set(rows.map((row) => row.boardId));
    if (board_id === undefined && boards.size > 1) throw ServiceError.validation(PinTexts.severalBoards);
    const target = board_id === undefined ? [...boards][0]! : BigInt(board_id);
    const section = section_id === null ? null : BigInt(section_id);
    const moving = rows.filter((row) => row.boardId !== target || row.sectionId !== section);
    if (moving.length === 0) throw ServiceError.validation(PinTexts.sameBoardAndSection);
    return this.move(actor.id, moving, target, section);
  }

  @RpcHandler(Rpc.pins.moveOutOfSection)
  async moveOutOfSection({
    actor,
    pin_ids,
    section_id,
  }: RpcInput<typeof Rpc.pins.moveOutOfSection>): Promise<Pin[]> {
    const rows = await this.ownPins(actor.id, pin_ids);
    if (rows.some((row) => row.sectionId !== BigInt(section_id))) {
      throw ServiceError.validation(PinTexts.notInSection);
    }
    return this.move(actor.id, rows, rows[0]!.boardId, null);
  }

  @RpcHandler(Rpc.pins.moveAll)
  async moveAll(input: RpcInput<typeof Rpc.pins.moveAll>): Promise<{ moved: number }> {
    const { actor, board_id, section_id, new_board_id, new_section_id, except_pin_ids } = input;
    if (board_id === new_board_id && section_id === new_section_id) {
      throw ServiceError.validation(PinTexts.sameBoardAndSection);
    }
    // Whoever may write the board moves all its Pins (its owner, collaborators); anyone else their own.
    const writer = await this.boards.may(board_id, actor.id, 'write');
    const rows = await this.prisma.pin.findMany({
      where: {
        boardId: BigInt(board_id),
        ...(section_id !== null && { sectionId: BigInt(section_id) }),
        ...(!writer && { pinnerId: BigInt(actor.id) }),
        id: { notIn: except_pin_ids.map(BigInt) },
      },
      select: { id: true, boardId: true, sectionId: true },
    });
    if (rows.length === 0) return { moved: 0 };
    const section = new_section_id === null ? null : BigInt(new_section_id);
    const moved = await this.move(actor.id, rows, BigInt(new_board_id), section);
    return { moved: moved.length };
  }

  /**
   * Pins the actor may move: their own, or on boards they may write to (owner, collaborators). One
   * that does not exist (or they may not see) fails the whole call.
   */
  private async ownPins(actorId: string, pinIds: readonly string[]): Promise<Previous[]> {
    const rows = await this.prisma.pin.findMany({
      where: { id: { in: pinIds.map(BigInt) } },
      select: {
        id: true,
        boardId: true,
        sectionId: true,
        pinnerId: true,
        boardPrivacy: true,
        boardOwnerId: true,
      },
    });
    if (rows.length !== pinIds.length) throw ServiceError.notFound(PinTexts.notFound);
    const actor = BigInt(actorId);
    const others = rows.filter((row) => row.pinnerId !== actor && row.boardOwnerId !== actor);
    for (const boardId of new Set(others.map((row) => row.boardId))) {
      const onIt = others.filter((row) => row.boardId === boardId);
      // Someone else's Pin on a secret board is as unknown to the actor as one that does not exist.
      const visible =
        onIt.every((row) => isVisibleTo(row, actorId)) || (await this.boards.may(boardId, actorId, 'read'));
      if (!visible) throw ServiceError.notFound(PinTexts.notFound);
      if (!(await this.boards.may(boardId, actorId, 'write')))
        throw ServiceError.forbidden(PinTexts.notYourPin);
    }
    return rows;
  }

  /** Moves `rows` (the actor's own) to the board and section, once the actor may write there. */
  private async move(
    actorId: string,
    rows: Previous[],
    boardId: bigint,
    sectionId: bigint | null,
  ): Promise<Pin[]> {
    const place = await this.boards.requireAccess(
      boardId.toString(),
      actorId,
      'write',
      sectionId === null ? undefined : sectionId.toString(),
    );
    const ids = rows.map((row) => row.id);
    const moved = await this.prisma.$transaction(async (tx) => {
      const busy = [...new Set([boardId, ...rows.map((row) => row.boardId)])].sort((a, b) =>
        a < b ? -1 : 1,
      );
      for (const board of busy) await this.holdBoard(tx, board);
      // Locked as read: a Pin moved or deleted since (one at a time, by its own edit) is not moved
      // from where it no longer is.
      const now = await tx.$queryRaw<{ id: bigint; board_id: bigint; section_id: bigint | null }[]>`
        SELECT id, board_id, section_id FROM "pins"."pins" WHERE id = ANY(${ids}::bigint[]) FOR UPDATE`;
      const unchanged = new Map(rows.map((row) => [row.id, row]));
      const changed =
        now.length !== rows.length ||
        now.some((row) => {
          const was = unchanged.get(row.id);
          return !was || was.boardId !== row.board_id || was.sectionId !== row.section_id;
        });
      if (changed) throw new ServiceError(ErrorCode.BoardBusy, PinTexts.boardBusy);
      await tx.pin.updateMany({ where: { id: { in: ids } }, data: placeColumns(place.board, place.section) });
      const after = await tx.pin.findMany({
        where: { id: { in: ids } },
        select: pinSelect,
        orderBy: { id: 'desc' },
      });
      const before = new Map(rows.map((row) => [row.id, row]));
      await this.events.recordAll(
        tx,
        Events.pins.pinUpdated,
        after.map((row) => ({
          pin: toPin(row),
          previous: {
            board_id: before.get(row.id)!.boardId.toString(),
            section_id: before.get(row.id)!.sectionId?.toString() ?? null,
          },
        })),
      );
      return after;
    });
    await this.events.flush();
    return moved.map(toPin);
  }

  /** The board's move lock for this transaction, or BOARD_BUSY when another move holds it. */
  private async holdBoard(tx: Prisma.TransactionClient, boardId: bigint): Promise<void> {
    const [{ locked }] = await tx.$queryRaw<[{ locked: boolean }]>`
      SELECT pg_try_advisory_xact_lock(${BOARD_MOVES_LOCK}::int4, ${advisoryLockKey(boardId)}::int4) AS locked`;
    if (!locked) throw new ServiceError(ErrorCode.BoardBusy, PinTexts.boardBusy);
  }
}
