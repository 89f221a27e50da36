/**
 * The gateway's HTTP contract (SPEC §7): resource names, their actions and option schemas, and the
 * response envelope. The browser code imports these types; the gateway validates with the schemas.
 */
import { z } from 'zod';
import { httpStatusOf, Messages, type ErrorCode } from './errors.js';
import { createSessionSchema, privacySchema, registerUserSchema, pinFieldsSchema } from './messages.js';
import { PAGE_SIZE_MAX, PIN_LINK_MAX } from './models.js';
import { boardNameSchema, bookmarkSchema, idSchema } from './validation.js';
import { BOARD_DESCRIPTION_MAX } from './models.js';

export interface ApiError {
  http_status: number;
  message: string;
  message_detail: string | null;
  api_error_code: number;
}

export interface ResourceResponse<T> {
  resource_response: {
    status: 'success' | 'failure';
    data: T | null;
    error: ApiError | null;
    bookmark?: string;
  };
}

export function successEnvelope<T>(data: T, bookmark?: string): ResourceResponse<T> {
  return {
    resource_response: {
      status: 'success',
      data,
      error: null,
      ...(bookmark !== undefined ? { bookmark } : {}),
    },
  };
}

export function failureEnvelope(
  code: ErrorCode,
  message: string,
  detail?: string | null,
): ResourceResponse<never> {
  return {
    resource_response: {
      status: 'failure',
      data: null,
      error: { ...httpStatusOf(code), message, message_detail: detail ?? null },
    },
  };
}

const pageSize = z.number().int().min(1).max(PAGE_SIZE_MAX).optional();
const fieldSetKey = z.string().max(50).optional();

/** Options each resource action accepts. Unknown keys are refused (strict objects). */
export const ResourceOptions = {
  UserRegisterResource: { create: registerUserSchema },
  UserSessionResource: { create: createSessionSchema, delete: z.strictObject({}) },
  UserResource: { get: z.strictObject({ username: z.string().min(1).max(30), field_set_key: fieldSetKey }) },
  BoardResource: {
    create: z.strictObject({
      name: boardNameSchema,
      privacy: privacySchema.default('public'),
      description: z.string().trim().max(BOARD_DESCRIPTION_MAX).optional(),
    }),
    get: z.union([
      z.strictObject({ board_id: idSchema, field_set_key: fieldSetKey }),
      z.strictObject({
        username: z.string().min(1).max(30),
        slug: z.string().min(1).max(120),
        field_set_key: fieldSetKey,
      }),
    ]),
  },
  BoardsResource: {
    get: z.strictObject({
      username: z.string().min(1).max(30),
      bookmark: bookmarkSchema,
      page_size: pageSize,
      field_set_key: fieldSetKey,
    }),
  },
  PinResource: {
    create: z
      .strictObject({
        board_id: idSchema,
        section: idSchema.optional(),
        image_url: z.string({ error: Messages.invalidImage }).max(PIN_LINK_MAX).optional(),
        image_base64: z.string({ error: Messages.invalidImage }).optional(),
        title: pinFieldsSchema.shape.title,
        description: pinFieldsSchema.shape.description,
        link: pinFieldsSchema.shape.link,
        color: z.string().max(20).optional(),
        guid: z.string().max(100).optional(),
        method: z.string().max(50).optional(),
      })
      .refine((p) => Boolean(p.image_url) !== Boolean(p.image_base64), {
        message: Messages.invalidImage,
        path: ['image_url'],
      }),
    get: z.strictObject({ id: idSchema, field_set_key: fieldSetKey }),
  },
  RepinResource: {
    create: z.strictObject({ pin_id: idSchema, board_id: idSchema, section: idSchema.optional() }),
  },
  UserHomefeedResource: {
    get: z.strictObject({ bookmark: bookmarkSchema, page_size: pageSize, field_set_key: fieldSetKey }),
  },
  BoardFeedResource: {
    get: z.strictObject({
      board_id: idSchema,
      bookmark: bookmarkSchema,
      page_size: pageSize,
      field_set_key: fieldSetKey,
    }),
  },
} as const;

export type ResourceName = keyof typeof ResourceOptions;
export type ResourceAction = 'get' | 'create' | 'update' | 'delete';

/** Cookie and header names of the session and CSRF protection. */
export const SESSION_COOKIE = 'pb_sess';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** Largest accepted request body (an image_base64 Pin). */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;

/** The runtime config the shell reads at start: where each remote's manifest lives. */
export interface RuntimeConfig {
  remotes: Record<string, string>;
}
