/**
 * Uploads (SPEC §7 VIPResource): a file posted as multipart to the upload's URL, checked and kept
 * by pins, then named by a new Pin's media_upload_id. Types: pinimage (the Pin's image) and video
 * (the Pin's video; its cover comes with the Pin as image_url or image_base64).
 */
import { z } from 'zod';
import { actorSchema, bookmarkSchema, pageSizeSchema } from '../common/schemas.js';
import { UPLOAD_IDS_MAX, UPLOAD_STATUSES, UPLOAD_TYPES } from './limits.js';

export type UploadType = (typeof UPLOAD_TYPES)[number];
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** An upload's id: 32 hex digits, chosen by pins at random. */
export const uploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'must be an upload id');

/** SPEC §3 Upload: where to post the file (multipart, the parameters as fields, the file as `file`). */
export const uploadSchema = z.object({
  upload_id: z.string(),
  upload_url: z.string(),
  upload_parameters: z.record(z.string(), z.string()),
  type: z.enum(UPLOAD_TYPES),
  /** The largest file the URL takes. */
  max_bytes: z.number().int(),
});
export type Upload = z.output<typeof uploadSchema>;
/** What pins answers a new upload: the gateway adds the URL it takes the file at. */
export const registeredUploadSchema = uploadSchema.omit({ upload_url: true });

/** One upload's state (SPEC §3 Upload status, signature). */
export const uploadStateSchema = z.object({
  upload_id: z.string(),
  type: z.enum(UPLOAD_TYPES),
  status: z.enum(UPLOAD_STATUSES),
  /** Why it failed, said to the person who uploaded it. */
  failure_reason: z.string().nullable(),
  /** Once succeeded: the image's signature (a video's: its file's sha256). */
  signature: z.string().nullable(),
  /** Once succeeded: a small image of it (a picture's 236x; a video has none until its Pin). */
  image_url: z.string().nullable(),
  /** Once a video succeeded: its length in seconds and its picture's size. */
  duration: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadState = z.output<typeof uploadStateSchema>;

/** VIPResource create: the kind of file to come. */
export const registerUploadOptions = z.strictObject({ type: z.enum(UPLOAD_TYPES) });
export const registerUploadSchema = registerUploadOptions.extend({ actor: actorSchema });

/** The name of a file the gateway wrote under UPLOADS_DIR: the upload's id and a random part. */
export const uploadFileNameSchema = z.string().regex(/^[0-9a-f]{32}\.[0-9a-f]{16}\.upload$/);

/** The gateway has written the upload's file where pins reads it (see UPLOADS_DIR): check and keep it. */
export const processUploadSchema = z.strictObject({
  actor: actorSchema,
  upload_id: uploadIdSchema,
  file: uploadFileNameSchema,
});

/** VIPResource get: the states of some of one's uploads (a list or comma-separated text). */
export const uploadStatesOptions = z.strictObject({
  upload_ids: z
    .union([z.array(uploadIdSchema), z.string().max(UPLOAD_IDS_MAX * 33)])
    .transform((ids) => (Array.isArray(ids) ? ids : ids.split(',').filter(Boolean)))
    .pipe(z.array(uploadIdSchema).min(1).max(UPLOAD_IDS_MAX)),
});
export const uploadStatesSchema = uploadStatesOptions.extend({ actor: actorSchema });

/** The actor's uploads of one type, newest first (GET /v5/media). */
export const listUploadsSchema = z.strictObject({
  actor: actorSchema,
  type: z.enum(UPLOAD_TYPES),
  bookmark: bookmarkSchema,
  page_size: pageSizeSchema,
});

/**
 * Where the gateway writes an upload's file for pins, under MEDIA_ROOT: a dot folder, which the
 * gateway's /media/ never serves. `<id>.<random>.upload` (uploadFileNameSchema), removed by pins
 * once read, whatever it held.
 */
export const UPLOADS_DIR = '.uploads';
