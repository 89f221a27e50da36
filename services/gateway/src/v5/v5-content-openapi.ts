/** The /v5 Pins, media and boards paths in the OpenAPI document, from the contracts that validate them. */
import {
  BoardTexts,
  createV5BoardOptions,
  createV5MediaOptions,
  createV5PinOptions,
  PinTexts,
  saveV5PinOptions,
  updateV5PinOptions,
  V5_PAGE_SIZE_MAX,
  v5BoardSchema,
  v5MediaSchema,
  v5MediaUploadSchema,
  v5PageSchema,
  v5PagingOptions,
  v5PinSchema,
} from '@pinboard/contracts';
import { jsonSchema } from '../openapi/json-schema.js';
import { operation } from './v5-openapi.js';

const pins = {
  family: 'pins',
  notFound: `"${PinTexts.notFound}" No such Pin, or not yours to see.`,
} as const;
const media = { family: 'pins', notFound: `"${PinTexts.uploadNotFound}"` } as const;
const boards = {
  family: 'boards',
  notFound: `"${BoardTexts.notFound}" No such board, or a secret board that is not yours.`,
} as const;
const paged = `Newest first; page_size 1 to ${V5_PAGE_SIZE_MAX} (25 unless told), bookmark null on the last page.`;
const notKept =
  'alt_text, note and dominant_color are accepted and not kept (answered null; dominant_color is the image’s).';

export function v5ContentPaths(): Record<string, Record<string, unknown>> {
  return {
    '/v5/pins': {
      post: operation(
        'v5_pins_create',
        `Create a Pin on one of your boards (or a section of it) from media_source: image_url, image_base64 (image/jpeg or image/png), or video_id (a /v5/media upload that succeeded, with its cover as cover_image_url or cover_image_content_type and cover_image_data; cover_image_key_frame_time in seconds). ${notKept}`,
        v5PinSchema,
        { ...pins, write: true, body: jsonSchema(createV5PinOptions, 'input'), status: '201' },
      ),
      get: operation('v5_pins_list', `Your Pins (made or saved). ${paged}`, v5PageSchema(v5PinSchema), {
        ...pins,
        query: v5PagingOptions,
      }),
    },
    '/v5/pins/{pin_id}': {
      get: operation('v5_pins_get', 'A Pin you may see.', v5PinSchema, { ...pins, ids: ['pin_id'] }),
      patch: operation(
        'v5_pins_update',
        `Change your Pin: only what is given changes; link null removes the link, board_id moves it to another board of yours, board_section_id null takes it out of its section. ${notKept}`,
        v5PinSchema,
        { ...pins, ids: ['pin_id'], write: true, body: jsonSchema(updateV5PinOptions, 'input') },
      ),
      delete: operation('v5_pins_delete', 'Delete your Pin.', null, {
        ...pins,
        ids: ['pin_id'],
        write: true,
        status: '204',
      }),
    },
    '/v5/pins/{pin_id}/save': {
      post: operation(
        'v5_pins_save',
        'Save a Pin you may see to one of your boards (or a section of it): the new Pin, or your earlier save of it there.',
        v5PinSchema,
        { ...pins, ids: ['pin_id'], write: true, body: jsonSchema(saveV5PinOptions, 'input'), status: '201' },
      ),
    },
    '/v5/media': {
      post: operation(
        'v5_media_create',
        "Register a video upload: post the file as multipart to upload_url (a path on this server, not S3), with upload_parameters as fields and the file as `file`, with the same access token (pins:write) or session; then name media_id in a Pin's media_source (video_id) once its status is succeeded.",
        v5MediaUploadSchema,
        { ...media, write: true, body: jsonSchema(createV5MediaOptions, 'input'), status: '201' },
      ),
      get: operation('v5_media_list', `Your video uploads. ${paged}`, v5PageSchema(v5MediaSchema), {
        ...media,
        query: v5PagingOptions,
      }),
    },
    '/v5/media/{media_id}': {
      get: {
        ...operation(
          'v5_media_get',
          'One of your video uploads: registered (no file yet), processing, succeeded or failed.',
          v5MediaSchema,
          media,
        ),
        parameters: [
          {
            name: 'media_id',
            in: 'path',
            required: true,
            schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
          },
        ],
      },
    },
    '/v5/boards': {
      get: operation(
        'v5_boards_list',
        `Your boards and those you collaborate on (secret ones included). ${paged}`,
        v5PageSchema(v5BoardSchema),
        { ...boards, query: v5PagingOptions },
      ),
      post: operation(
        'v5_boards_create',
        'Create a board: privacy PUBLIC (unless told) or SECRET; PROTECTED is refused with 400.',
        v5BoardSchema,
        { ...boards, write: true, body: jsonSchema(createV5BoardOptions, 'input'), status: '201' },
      ),
    },
    '/v5/boards/{board_id}': {
      get: operation('v5_boards_get', 'A board you may see.', v5BoardSchema, {
        ...boards,
        ids: ['board_id'],
      }),
    },
    '/v5/boards/{board_id}/pins': {
      get: operation(
        'v5_boards_list_pins',
        `A board's Pins (a board you may see). ${paged}`,
        v5PageSchema(v5PinSchema),
        { ...boards, ids: ['board_id'], query: v5PagingOptions },
      ),
    },
  };
}
