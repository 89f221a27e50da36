import { z } from 'zod';
import { action } from '../common/resources.js';
import { LoginTexts } from '../common/texts.js';
import {
  boardFeedOptions,
  bulkEditOptions,
  bulkEditSelectAllOptions,
  createPinOptions,
  deletePinOptions,
  getPinOptions,
  repinOptions,
  sectionEditOptions,
  sectionPinsOptions,
  updatePinOptions,
  hashtagSuggestOptions,
} from './messages.js';
import { hashtagSuggestionSchema, pinCloseupSchema, pinSchema, savedPinSchema } from './models.js';
import { registerUploadOptions, uploadSchema, uploadStateSchema, uploadStatesOptions } from './uploads.js';

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
  VIPResource: {
    create: action({
      options: registerUploadOptions,
      reply: uploadSchema,
      login: LoginTexts.toCreate,
      summary:
        "Start an upload (type pinimage or video): post the file as multipart to upload_url, with upload_parameters as fields and the file as `file`; then name upload_id as a new Pin's media_upload_id.",
    }),
    get: action({
      options: uploadStatesOptions,
      reply: z.record(z.string(), uploadStateSchema),
      login: LoginTexts.toCreate,
      summary:
        'The state of some of your uploads (upload_ids), by id: registered, processing, succeeded or failed.',
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
  BulkEditResource: {
    update: action({
      options: bulkEditOptions,
      reply: z.array(pinSchema),
      login: LoginTexts.toEdit,
      summary:
        'Move some of your Pins to a board of yours, and into one of its sections (section_id) or none. A move to where they all are is refused; another move on the same board still running answers api_error_code 2171.',
    }),
  },
  BulkEditSelectAllResource: {
    update: action({
      options: bulkEditSelectAllOptions,
      reply: z.object({ moved: z.number().int() }),
      login: LoginTexts.toEdit,
      summary:
        'Move all your Pins on a board (or in its section old_section_id) to new_board_id (and new_section_id), but those in pin_ids.',
    }),
  },
  BoardSectionEditResource: {
    update: action({
      options: sectionEditOptions,
      reply: z.array(pinSchema),
      login: LoginTexts.toEdit,
      summary: 'Move some of your Pins into a section of the board they are on.',
    }),
  },
  BoardSectionPinsResource: {
    delete: action({
      options: sectionPinsOptions,
      reply: z.array(pinSchema),
      login: LoginTexts.toEdit,
      summary: 'Take some of your Pins out of a section; they stay on its board.',
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
  /** Not named by SPEC §7: the hashtag autocomplete flyout of SPEC §2.3 (at most 5, SPEC §5). */
  HashtagTypeaheadResource: {
    get: action({
      options: hashtagSuggestOptions,
      reply: z.array(hashtagSuggestionSchema),
      summary: 'Hashtags starting with term, the most used on public Pins first (at most 5).',
    }),
  },
};
