import { Injectable } from '@nestjs/common';
import { Events, type EventOf, type Pin } from '@pinboard/contracts';
import { EventConsumer, GatheredInBatch, OnDomainEvent, type BatchingConsumer } from '@pinboard/service-kit';
import { FollowGraphService, sourceKey } from '../follow-graph/follow-graph.service.js';
import type { FollowTarget } from '../generated/prisma/client.js';
import { PinDocs } from '../pin-docs/pin-docs.service.js';
import { PinIndexService } from '../pin-index/pin-index.service.js';
import { HomeFeedStore } from './home-feed.store.js';

/** Events waiting are applied up to this many at a time. */
const BATCH = 200;

interface NewPin {
  pin: Pin;
  rootId: bigint;
}

/**
 * Durable consumer `feed-home-feed`: one consumer for every event the feeds depend on, so they are
 * applied in the order they happened (a follow before the Pin that follows it). Each handler is
 * idempotent: a redelivered event changes nothing. New Pins of a batch are recorded together when
 * it ends, or before any other event of it, so the order holds.
 */
@Injectable()
@EventConsumer('home-feed', { batch: BATCH })
export class HomeFeedConsumer implements BatchingConsumer {
  /** New Pins of the batch being applied, recorded together. */
  private readonly newPins = new GatheredInBatch<NewPin>((entries) => this.record(entries));

  constructor(
    private readonly pins: PinIndexService,
    private readonly graph: FollowGraphService,
    private readonly feeds: HomeFeedStore,
    private readonly docs: PinDocs,
  ) {}

  inBatch(apply: () => Promise<void>): Promise<void> {
    return this.newPins.during(apply);
  }

  @OnDomainEvent(Events.pins.pinCreated)
  async pinCreated({ pin }: EventOf<typeof Events.pins.pinCreated>): Promise<void> {
    await this.newPins.add({ pin, rootId: BigInt(pin.id) });
  }

  @OnDomainEvent(Events.pins.pinSaved)
  async pinSaved({ pin, root_pin_id }: EventOf<typeof Events.pins.pinSaved>): Promise<void> {
    await this.newPins.add({ pin, rootId: BigInt(root_pin_id) });
  }

  @OnDomainEvent(Events.pins.pinUpdated)
  async pinUpdated({ pin }: EventOf<typeof Events.pins.pinUpdated>): Promise<void> {
    await this.newPins.flush();
    await this.pins.move(pin);
    await this.docs.write([pin]);
  }

  @OnDomainEvent(Events.pins.pinDeleted)
  async pinDeleted({ pin_id }: EventOf<typeof Events.pins.pinDeleted>): Promise<void> {
    await this.newPins.flush();
    await this.pins.remove(BigInt(pin_id));
  }

  @OnDomainEvent(Events.boards.boardUpdated)
  async boardUpdated({ board }: EventOf<typeof Events.boards.boardUpdated>): Promise<void> {
    await this.newPins.flush();
    await this.pins.setBoardPublic(BigInt(board.id), board.privacy === 'public');
  }

  @OnDomainEvent(Events.boards.boardDeleted)
  async boardDeleted({ board_id }: EventOf<typeof Events.boards.boardDeleted>): Promise<void> {
    await this.newPins.flush();
    await this.pins.dropBoard(BigInt(board_id));
    await this.graph.dropSource('board', BigInt(board_id));
  }

  @OnDomainEvent(Events.users.userFollowed)
  async userFollowed({ follower_id, followee_id }: EventOf<typeof Events.users.userFollowed>): Promise<void> {
    await this.newPins.flush();
    await this.followed(BigInt(follower_id), 'user', BigInt(followee_id));
  }

  @OnDomainEvent(Events.users.userUnfollowed)
  async userUnfollowed({
    follower_id,
    followee_id,
  }: EventOf<typeof Events.users.userUnfollowed>): Promise<void> {
    await this.newPins.flush();
    await this.unfollowed(BigInt(follower_id), 'user', BigInt(followee_id));
  }

  @OnDomainEvent(Events.boards.boardFollowed)
  async boardFollowed({ follower_id, board_id }: EventOf<typeof Events.boards.boardFollowed>): Promise<void> {
    await this.newPins.flush();
    await this.followed(BigInt(follower_id), 'board', BigInt(board_id));
  }

  @OnDomainEvent(Events.boards.boardUnfollowed)
  async boardUnfollowed({
    follower_id,
    board_id,
  }: EventOf<typeof Events.boards.boardUnfollowed>): Promise<void> {
    await this.newPins.flush();
    await this.unfollowed(BigInt(follower_id), 'board', BigInt(board_id));
  }

  /** Their follows of each other end with their own events; here each leaves the other's feed. */
  @OnDomainEvent(Events.users.userBlocked)
  async userBlocked({ blocker_id, blocked_id }: EventOf<typeof Events.users.userBlocked>): Promise<void> {
    await this.newPins.flush();
    await this.graph.block(BigInt(blocker_id), BigInt(blocked_id));
    await this.feeds.drop(BigInt(blocker_id), BigInt(blocked_id));
  }

  @OnDomainEvent(Events.users.userUnblocked)
  async userUnblocked({ blocker_id, blocked_id }: EventOf<typeof Events.users.userUnblocked>): Promise<void> {
    await this.newPins.flush();
    await this.graph.unblock(BigInt(blocker_id), BigInt(blocked_id));
  }

  /**
   * Fan-out on write: a public Pin joins the feed of everyone who follows its pinner or its board,
   * unless that person or board has so many followers that they read it instead (fan-in). One
   * look-up finds which of the Pins' sources have anyone to copy to.
   */
  private async record(entries: NewPin[]): Promise<void> {
    if (entries.length === 0) return;
    await this.pins.record(entries);
    await this.docs.write(entries.map(({ pin }) => pin));
    const shown = entries.filter(({ pin }) => pin.pinned_to_board.privacy === 'public');
    const sourcesOf = ({ pin }: NewPin): [FollowTarget, bigint][] => [
      ['user', BigInt(pin.pinner.id)],
      ['board', BigInt(pin.pinned_to_board.id)],
    ];
    const followed = await this.graph.withFollowersToFanOut(
      shown.flatMap((entry) => sourcesOf(entry).map(([target, targetId]) => ({ target, targetId }))),
    );
    for (const entry of shown) {
      const sources = sourcesOf(entry).filter(([target, id]) => followed.has(sourceKey(target, id)));
      if (sources.length === 0) continue;
      const pinnerId = BigInt(entry.pin.pinner.id);
      const skip = await this.graph.blockedWith(pinnerId);
      skip.add(pinnerId);
      const feedEntry = { rootId: entry.rootId, pinId: BigInt(entry.pin.id) };
      for (const [target, targetId] of sources) {
        for await (const followers of this.graph.followersToFanOut(target, targetId)) {
          await this.feeds.addToFeeds(
            followers.filter((id) => !skip.has(id)),
            feedEntry,
          );
        }
      }
    }
  }

  /** A new follow drops the follower's feed: rebuilt with the source's latest Pins when next read. */
  private async followed(followerId: bigint, target: FollowTarget, targetId: bigint): Promise<void> {
    if (await this.graph.follow(followerId, target, targetId)) await this.feeds.drop(followerId);
  }

  /** An unfollow drops the follower's feed: rebuilt from what they still follow when next read. */
  private async unfollowed(followerId: bigint, target: FollowTarget, targetId: bigint): Promise<void> {
    if (await this.graph.unfollow(followerId, target, targetId)) await this.feeds.drop(followerId);
  }
}
