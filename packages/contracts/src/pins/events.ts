import { z } from 'zod';
import { domainEvent } from '../common/events.js';
import { pinSchema } from './models.js';

export const pinsEvents = {
  pinCreated: domainEvent('pins.pin.created', { pin: pinSchema }),
  /** A repin: `pin` is the new Pin, saved from source_pin_id; root_pin_id is the original of every save. */
  pinSaved: domainEvent('pins.pin.saved', {
    pin: pinSchema,
    source_pin_id: z.string(),
    root_pin_id: z.string(),
  }),
  /** Its owner changed it; `previous` is where it was (a move when it differs from the Pin's place). */
  pinUpdated: domainEvent('pins.pin.updated', {
    pin: pinSchema,
    previous: z.object({ board_id: z.string(), section_id: z.string().nullable() }),
  }),
  pinDeleted: domainEvent('pins.pin.deleted', {
    pin_id: z.string(),
    board_id: z.string(),
    section_id: z.string().nullable(),
  }),
};
