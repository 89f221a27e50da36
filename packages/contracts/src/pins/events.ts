import { z } from 'zod';
import { domainEvent } from '../common/events.js';
import { pinSchema } from './models.js';

export const pinsEvents = {
  pinCreated: domainEvent('pins.pin.created', { pin: pinSchema }),
  /** A repin: `pin` is the new Pin, saved from source_pin_id. */
  pinSaved: domainEvent('pins.pin.saved', { pin: pinSchema, source_pin_id: z.string() }),
};
