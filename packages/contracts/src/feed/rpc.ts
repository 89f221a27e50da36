import { z } from 'zod';
import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import { homeFeedSchema, promotedFeedPinsSchema } from './messages.js';
import { feedPinSchema } from './models.js';

/** The feed service (queue group `feed`): home feeds, built from follows, saves and blocks. */
export const feedRpc = {
  home: rpc('feed.home.get', homeFeedSchema, pageSchema(feedPinSchema)),
  promoted: rpc('feed.promoted.get', promotedFeedPinsSchema, z.array(feedPinSchema)),
  health: healthRpc('feed'),
};
