import { Injectable } from '@nestjs/common';
import { Events, type EventOf, type RecordedAdEvent } from '@pinboard/contracts';
import { EventConsumer, GatheredInBatch, OnDomainEvent, type BatchingConsumer } from '@pinboard/service-kit';
import { AdEventCounter } from './ad-event-counter.js';

/**
 * Collection requests waiting are applied up to this many at a time (each holds up to 100 events):
 * one transaction of three statements for all of them, whatever their number.
 */
const BATCH = 100;

/**
 * Durable consumer `ads-reporting`: the events the collection endpoint accepted, counted by hour
 * per ad. The events of a batch of requests are gathered and counted together when it ends.
 */
@Injectable()
@EventConsumer('reporting', { batch: BATCH })
export class AdEventsConsumer implements BatchingConsumer {
  /** Each request's events as one item: a request retried alone is still counted in one go. */
  private readonly gathered = new GatheredInBatch<readonly RecordedAdEvent[]>((requests) =>
    this.counter.count(requests.flat()),
  );

  constructor(private readonly counter: AdEventCounter) {}

  inBatch(apply: () => Promise<void>): Promise<void> {
    return this.gathered.during(apply);
  }

  @OnDomainEvent(Events.ads.adEventRecorded)
  async recorded({ events }: EventOf<typeof Events.ads.adEventRecorded>): Promise<void> {
    await this.gathered.add(events);
  }
}
