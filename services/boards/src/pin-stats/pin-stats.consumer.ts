import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { PinStatsService } from './pin-stats.service.js';

/** Durable consumer `boards-pin-stats`: every Pin created, saved, moved or deleted counts where it is. */
@Injectable()
@EventConsumer('pin-stats')
export class PinStatsConsumer {
  constructor(private readonly stats: PinStatsService) {}

  @OnDomainEvent(Events.pins.pinCreated)
  async pinCreated({ pin }: EventOf<typeof Events.pins.pinCreated>): Promise<void> {
    await this.stats.recordPin(pin);
  }

  @OnDomainEvent(Events.pins.pinSaved)
  async pinSaved({ pin }: EventOf<typeof Events.pins.pinSaved>): Promise<void> {
    await this.stats.recordPin(pin);
  }

  @OnDomainEvent(Events.pins.pinUpdated)
  async pinUpdated({ pin }: EventOf<typeof Events.pins.pinUpdated>): Promise<void> {
    await this.stats.movePin(pin);
  }

  @OnDomainEvent(Events.pins.pinDeleted)
  async pinDeleted({ pin_id }: EventOf<typeof Events.pins.pinDeleted>): Promise<void> {
    await this.stats.removePin(BigInt(pin_id));
  }
}
