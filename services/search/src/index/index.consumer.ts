import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { SearchIndex } from './search-index.js';
import { AnswerCache } from '../query/answer-cache.js';

/**
 * Durable consumer `search-index`: the index is built only from pins, boards and users events, in
 * stream order. A new consumer starts at the stream's first event, so dropping the schema and the
 * consumer rebuilds the index from nothing. Every handler is idempotent.
 */
@Injectable()
@EventConsumer('index')
export class IndexConsumer {
  constructor(
    private readonly index: SearchIndex,
    private readonly answers: AnswerCache,
  ) {}

  @OnDomainEvent(Events.pins.pinCreated)
  async pinCreated({ pin }: EventOf<typeof Events.pins.pinCreated>): Promise<void> {
    await this.index.putPin(pin, BigInt(pin.id));
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.pins.pinSaved)
  async pinSaved({ pin, root_pin_id }: EventOf<typeof Events.pins.pinSaved>): Promise<void> {
    await this.index.putPin(pin, BigInt(root_pin_id));
    await this.answers.invalidate();
  }

  /**
   * Edited or moved. The event does not name the original; an indexed Pin keeps the one it has, and
   * one never indexed (its creation predates the stream) counts its source as its original.
   */
  @OnDomainEvent(Events.pins.pinUpdated)
  async pinUpdated({ pin }: EventOf<typeof Events.pins.pinUpdated>): Promise<void> {
    await this.index.putPin(pin, BigInt(pin.repinned_from_id ?? pin.id));
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.pins.pinDeleted)
  async pinDeleted({ pin_id }: EventOf<typeof Events.pins.pinDeleted>): Promise<void> {
    await this.index.removePin(BigInt(pin_id));
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.boards.boardCreated)
  async boardCreated({ board }: EventOf<typeof Events.boards.boardCreated>): Promise<void> {
    await this.index.putBoard(board);
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.boards.boardUpdated)
  async boardUpdated({ board }: EventOf<typeof Events.boards.boardUpdated>): Promise<void> {
    await this.index.putBoard(board);
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.boards.boardDeleted)
  async boardDeleted({ board_id }: EventOf<typeof Events.boards.boardDeleted>): Promise<void> {
    await this.index.removeBoard(BigInt(board_id));
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.users.userCreated)
  async userCreated({ user }: EventOf<typeof Events.users.userCreated>): Promise<void> {
    await this.index.putUser(user);
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.users.userFollowed)
  async userFollowed({ follower_id, followee_id }: EventOf<typeof Events.users.userFollowed>): Promise<void> {
    await this.index.setFollow(BigInt(follower_id), BigInt(followee_id), true);
  }

  @OnDomainEvent(Events.users.userUnfollowed)
  async userUnfollowed({
    follower_id,
    followee_id,
  }: EventOf<typeof Events.users.userUnfollowed>): Promise<void> {
    await this.index.setFollow(BigInt(follower_id), BigInt(followee_id), false);
  }

  @OnDomainEvent(Events.users.userBlocked)
  async userBlocked({ blocker_id, blocked_id }: EventOf<typeof Events.users.userBlocked>): Promise<void> {
    await this.index.setBlock(BigInt(blocker_id), BigInt(blocked_id), true);
  }

  @OnDomainEvent(Events.users.userUnblocked)
  async userUnblocked({ blocker_id, blocked_id }: EventOf<typeof Events.users.userUnblocked>): Promise<void> {
    await this.index.setBlock(BigInt(blocker_id), BigInt(blocked_id), false);
  }
}
