import { action } from '../common/resources.js';
import { homeFeedOptions } from './messages.js';
import { feedPinSchema } from './models.js';

export const feedResources = {
  UserHomefeedResource: {
    get: action({
      options: homeFeedOptions,
      reply: feedPinSchema,
      paged: true,
      summary:
        'Your home feed: new Pins from the boards and people you follow, newest first, then popular Pins. A visitor gets popular Pins (saves and freshness).',
    }),
  },
};
