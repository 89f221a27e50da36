import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent, type BatchingConsumer } from '@pinboard/service-kit';
import { SearchIndex } from './search-index.js';
import { AnswerCache } from '../query/answer-cache.js';

/** Events waiting are applied up to this many at a time, in one transaction. */
const BATCH = 200;

/**
 * Durable consumer `search-index`: the index is built only from pins, boards, users and offsite events, in
 * stream order. A new consumer starts at the stream's first event, so dropping the schema and the
 * consumer rebuilds the index from nothing. Every handler is idempotent.
 */
@Injectable()
@EventConsumer('index', { batch: BATCH })
export class IndexConsumer implements BatchingConsumer {
  constructor(
    private readonly index: SearchIndex,
    private readonly answers: AnswerCache,
  ) {}

  /**
   * A batch of events is one transaction (one commit, instead of one or two per event); the cached
   * answers are marked stale once it is committed, so none is computed from the old index and
   * then kept under the new version.
   */
  async inBatch(apply: () => Promise<void>): Promise<void> {
    await this.index.inTransaction(apply);
    await this.answers.invalidate();
  }

  @OnDomainEvent(Events.pins.pinCreated)
  async pinCreated({ pin }: EventOf<typeof Events.pins.pinCreated>): Promise<void> {
    await this.index.putPin(pin, BigInt(pin.id));
  }

  @OnDomainEvent(Events.pins.pinSaved)
  async pinSaved({ pin, root_pin_id }: EventOf<typeof Events.pins.pinSaved>): Promise<void> {
    await this.index.putPin(pin, BigInt(root_pin_id));
  }

  /**
   * Edited or moved. The event does not name the original; an indexed Pin keeps the one it has, and
   * one never indexed (its creation predates the stream) counts its source as its original.
   */
  @OnDomainEvent(Events.pins.pinUpdated)
  async pinUpdated({ pin }: EventOf<typeof Events.pins.pinUpdated>): Promise<void> {
    await this.index.putPin(pin, BigInt(pin.repinned_from_id ?? pin.id));
  }

  @OnDomainEvent(Events.pins.pinDeleted)
  async pinDeleted({ pin_id }: EventOf<typeof Events.pins.pinDeleted>): Promise<void> {
    await this.index.removePin(BigInt(pin_id));
  }

  @OnDomainEvent(Events.offsite.linkScraped)
  async linkScraped({ url, product }: EventOf<typeof Events.offsite.linkScraped>): Promise<void> {
    await this.index.putLinkProduct(url, product);
  }

  @OnDomainEvent(Events.boards.boardCreated)
  async boardCreated({ board }: EventOf<typeof Events.boards.boardCreated>): Promise<void> {
    await this.index.putBoard(board);
  }

  @OnDomainEvent(Events.boards.boardUpdated)
  async boardUpdated({ board }: EventOf<typeof Events.boards.boardUpdated>): Promise<void> {
    await this.index.putBoard(board);
  }

  @OnDomainEvent(Events.boards.boardDeleted)
  async boardDeleted({ board_id }: EventOf<typeof Events.boards.boardDeleted>): Promise<void> {
    await this.index.removeBoard(BigInt(board_id));
  }

  @OnDomainEvent(Events.users.userCreated)
  async userCreated({ user }: EventOf<typeof Events.users.userCreated>): Promise<void> {
    await this.index.putUser(user);
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
