import { Injectable } from '@nestjs/common';
import { Events, type EventOf, type Pin } from '@pinboard/contracts';
import { EventConsumer, GatheredInBatch, OnDomainEvent, type BatchingConsumer } from '@pinboard/service-kit';
import { PinStatsService } from './pin-stats.service.js';

/** Events waiting are applied up to this many at a time. */
const BATCH = 200;

/**
 * Durable consumer `boards-pin-stats`: every Pin created, saved, moved or deleted counts where it
 * is. New Pins of a batch are counted together when it ends (one transaction, one update per
 * board); a move or a delete first counts the new Pins before it, so the order holds.
 */
@Injectable()
@EventConsumer('pin-stats', { batch: BATCH })
export class PinStatsConsumer implements BatchingConsumer {
  /** New Pins of the batch being applied, counted together. */
  private readonly newPins = new GatheredInBatch<Pin>((pins) => this.stats.recordPins(pins));

  constructor(private readonly stats: PinStatsService) {}

  inBatch(apply: () => Promise<void>): Promise<void> {
    return this.newPins.during(apply);
  }

  @OnDomainEvent(Events.pins.pinCreated)
  async pinCreated({ pin }: EventOf<typeof Events.pins.pinCreated>): Promise<void> {
    await this.newPins.add(pin);
  }

  @OnDomainEvent(Events.pins.pinSaved)
  async pinSaved({ pin }: EventOf<typeof Events.pins.pinSaved>): Promise<void> {
    await this.newPins.add(pin);
  }

  @OnDomainEvent(Events.pins.pinUpdated)
  async pinUpdated({ pin }: EventOf<typeof Events.pins.pinUpdated>): Promise<void> {
    await this.newPins.flush();
    await this.stats.movePin(pin);
  }

  @OnDomainEvent(Events.pins.pinDeleted)
  async pinDeleted({ pin_id }: EventOf<typeof Events.pins.pinDeleted>): Promise<void> {
    await this.newPins.flush();
    await this.stats.removePin(BigInt(pin_id));
  }
}
