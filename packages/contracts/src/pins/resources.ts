import { z } from 'zod';
import { action } from '../common/resources.js';
import { LoginTexts } from '../common/texts.js';
import {
  boardFeedOptions,
  createPinOptions,
  deletePinOptions,
  getPinOptions,
  repinOptions,
  updatePinOptions,
} from './messages.js';
import { pinCloseupSchema, pinSchema, savedPinSchema } from './models.js';

export const pinsResources = {
  PinResource: {
    create: action({
      options: createPinOptions,
      reply: pinSchema,
      login: LoginTexts.toCreate,
      summary: 'Create a Pin on one of your boards from an image URL or base64 image.',
    }),
    update: action({
      options: updatePinOptions,
      reply: pinSchema,
      login: LoginTexts.toEdit,
      summary: 'Change your Pin: title, description, link, or its board and section.',
    }),
    delete: action({
      options: deletePinOptions,
      reply: z.object({ id: z.string() }),
      login: LoginTexts.toEdit,
      summary: 'Delete your Pin.',
    }),
    get: action({
      options: getPinOptions,
      reply: pinCloseupSchema,
      summary: 'A Pin (secret-board Pins for their owner only), with where you saved it (saved_to).',
    }),
  },
  RepinResource: {
    create: action({
      options: repinOptions,
      reply: savedPinSchema,
      login: LoginTexts.toSave,
      summary:
        'Save a Pin to one of your boards (or a section of it). A second save to the same place answers the first with already_saved.',
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
