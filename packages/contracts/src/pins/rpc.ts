import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import { z } from 'zod';
import {
  boardFeedSchema,
  boardTitleSuggestionsSchema,
  createPinSchema,
  deletePinSchema,
  getPinSchema,
  getPinsSchema,
  importPinsSchema,
  listOwnPinsSchema,
  moveAllPinsSchema,
  moveOutOfSectionSchema,
  movePinsSchema,
  repinSchema,
  updatePinSchema,
  hashtagSuggestSchema,
} from './messages.js';
import {
  boardTitleSuggestionSchema,
  hashtagSuggestionSchema,
  pinCloseupSchema,
  pinSchema,
  savedPinSchema,
} from './models.js';

import {
  listUploadsSchema,
  processUploadSchema,
  registerUploadSchema,
  registeredUploadSchema,
  uploadStateSchema,
  uploadStatesSchema,
} from './uploads.js';

/** The pins service (queue group `pins`): Pins, saves, board feeds and their images. */
export const pinsRpc = {
  create: rpc('pins.pin.create', createPinSchema, pinSchema),
  get: rpc('pins.pin.get', getPinSchema, pinCloseupSchema),
  getMany: rpc('pins.pin.get_many', getPinsSchema, z.array(pinSchema)),
  /** The new Pins' ids, in the order asked. */
  import: rpc('pins.pin.import', importPinsSchema, z.object({ ids: z.array(z.string()) })),
  repin: rpc('pins.pin.repin', repinSchema, savedPinSchema),
  update: rpc('pins.pin.update', updatePinSchema, pinSchema),
  delete: rpc('pins.pin.delete', deletePinSchema, z.object({ id: z.string() })),
  /** The moved Pins, in their new place. */
  moveMany: rpc('pins.pin.move_many', movePinsSchema, z.array(pinSchema)),
  moveOutOfSection: rpc('pins.pin.move_out_of_section', moveOutOfSectionSchema, z.array(pinSchema)),
  moveAll: rpc('pins.pin.move_all', moveAllPinsSchema, z.object({ moved: z.number().int() })),
  boardTitleSuggestions: rpc(
    'pins.pin.board_title_suggestions',
    boardTitleSuggestionsSchema,
    z.array(boardTitleSuggestionSchema),
  ),
  boardFeed: rpc('pins.feed.board', boardFeedSchema, pageSchema(pinSchema)),
  /** The actor's own Pins, newest first (GET /v5/pins). */
  ownPins: rpc('pins.feed.own', listOwnPinsSchema, pageSchema(pinSchema)),
  hashtagSuggest: rpc('pins.hashtag.suggest', hashtagSuggestSchema, z.array(hashtagSuggestionSchema)),
  /** Uploads (SPEC §7 VIPResource): a new one, its file checked once written, their states. */
  registerUpload: rpc('pins.upload.register', registerUploadSchema, registeredUploadSchema),
  processUpload: rpc('pins.upload.process', processUploadSchema, uploadStateSchema),
  uploadStates: rpc('pins.upload.states', uploadStatesSchema, z.array(uploadStateSchema)),
  listUploads: rpc('pins.upload.list', listUploadsSchema, pageSchema(uploadStateSchema)),
  health: healthRpc('pins'),
};
