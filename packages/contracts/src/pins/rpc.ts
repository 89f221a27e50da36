import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import { boardFeedSchema, createPinSchema, getPinSchema, homeFeedSchema, repinSchema } from './messages.js';
import { pinSchema } from './models.js';

/** The pins service (queue group `pins`): Pins, saves, feeds and their images. */
export const pinsRpc = {
  create: rpc('pins.pin.create', createPinSchema, pinSchema),
  get: rpc('pins.pin.get', getPinSchema, pinSchema),
  repin: rpc('pins.pin.repin', repinSchema, pinSchema),
  homeFeed: rpc('pins.feed.home', homeFeedSchema, pageSchema(pinSchema)),
  boardFeed: rpc('pins.feed.board', boardFeedSchema, pageSchema(pinSchema)),
  health: healthRpc('pins'),
};
