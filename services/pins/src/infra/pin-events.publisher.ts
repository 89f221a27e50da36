import { Injectable } from '@nestjs/common';
import { Events, type Pin } from '@pinboard/contracts';
import { DomainEvents } from '@pinboard/service-kit';

/** Pins' domain events, published after the row is committed (see DomainEvents on failures). */
@Injectable()
export class PinEventsPublisher {
  constructor(private readonly events: DomainEvents) {}

  pinCreated(pin: Pin): Promise<void> {
    return this.events.publish(Events.pinCreated, { pin });
  }

  pinSaved(pin: Pin, sourcePinId: string): Promise<void> {
    return this.events.publish(Events.pinSaved, { pin, source_pin_id: sourcePinId });
  }
}
