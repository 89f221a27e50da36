import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { PinStatsService } from './pin-stats.service.js';

/** Durable consumer `boards-pin-stats`: every Pin created or saved counts on its board. */
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
}
