import { action } from '../common/resources.js';
import { LoginTexts } from '../common/texts.js';
import {
  boardFeedOptions,
  createPinOptions,
  getPinOptions,
  homeFeedOptions,
  repinOptions,
} from './messages.js';
import { pinSchema } from './models.js';

export const pinsResources = {
  PinResource: {
    create: action({
      options: createPinOptions,
      reply: pinSchema,
      login: LoginTexts.toCreate,
      summary: 'Create a Pin on one of your boards from an image URL or base64 image.',
    }),
    get: action({
      options: getPinOptions,
      reply: pinSchema,
      summary: 'A Pin (secret-board Pins for their owner only).',
    }),
  },
  RepinResource: {
    create: action({
      options: repinOptions,
      reply: pinSchema,
      login: LoginTexts.toSave,
      summary: 'Save a Pin to one of your boards.',
    }),
  },
  UserHomefeedResource: {
    get: action({
      options: homeFeedOptions,
      reply: pinSchema,
      paged: true,
      summary: 'The home feed, newest first.',
    }),
  },
  BoardFeedResource: {
    get: action({
      options: boardFeedOptions,
      reply: pinSchema,
      paged: true,
      summary: "A board's Pins, newest first.",
    }),
  },
};
