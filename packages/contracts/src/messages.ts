/**
 * NATS message payloads (request-reply) and domain events, typed once and validated on both
 * sides with these schemas. Replies are plain DTOs from models.ts.
 */
import { z } from 'zod';
import {
  BOARD_DESCRIPTION_MAX,
  PAGE_SIZE_MAX,
  PIN_DESCRIPTION_MAX,
  PIN_LINK_MAX,
  PIN_TITLE_MAX,
  type Board,
  type Me,
  type Pin,
  type User,
} from './models.js';
import {
  birthdaySchema,
  boardNameSchema,
  bookmarkSchema,
  emailSchema,
  idSchema,
  PASSWORD_MIN,
  USERNAME_PATTERN,
} from './validation.js';
import { Messages } from './errors.js';

/** Who is acting: the gateway takes it from the session. */
export const actorSchema = z.strictObject({
  id: idSchema,
  username: z.string(),
  full_name: z.string(),
  image_medium_url: z.string().nullable(),
});
export type Actor = z.infer<typeof actorSchema>;

const viewerId = idSchema.nullable();
const pageSize = z.number().int().min(1).max(PAGE_SIZE_MAX).optional();

// ---- users ----
export const registerUserSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: Messages.passwordTooShort })
    .min(PASSWORD_MIN, Messages.passwordTooShort)
    .max(256),
  full_name: z.string().trim().min(1, 'Please enter your name.').max(100),
  birthday: birthdaySchema,
  username: z.string().regex(USERNAME_PATTERN, Messages.invalidUsername).optional(),
});
export type RegisterUserRequest = z.input<typeof registerUserSchema>;

export const createSessionSchema = z.strictObject({
  username_or_email: z.string().trim().min(1, Messages.unknownAccount).max(254),
  password: z.string().min(1, Messages.wrongCredentials).max(256),
});
export type CreateSessionRequest = z.input<typeof createSessionSchema>;
/** register and session.create both answer with the user and a new session token. */
export interface SessionReply {
  user: Me;
  token: string;
}

export const deleteSessionSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type DeleteSessionRequest = z.input<typeof deleteSessionSchema>;

export const getUserSchema = z.union([
  z.strictObject({ username: z.string().min(1).max(30) }),
  z.strictObject({ id: idSchema }),
]);
export type GetUserRequest = z.input<typeof getUserSchema>;
export type GetUserReply = User;

export const getMeSchema = z.strictObject({ user_id: idSchema });
export type GetMeReply = Me;

/** What the users service stores in Redis under RedisKeys.session(token); the gateway reads it. */
export interface SessionData {
  user: Actor;
  created_at: string;
}

// ---- boards ----
export const privacySchema = z.enum(['public', 'secret']);

export const createBoardSchema = z.strictObject({
  actor: actorSchema,
  name: boardNameSchema,
  privacy: privacySchema.default('public'),
  description: z.string().trim().max(BOARD_DESCRIPTION_MAX).optional(),
});
export type CreateBoardRequest = z.input<typeof createBoardSchema>;

export const getBoardSchema = z.union([
  z.strictObject({ board_id: idSchema, viewer_id: viewerId }),
  z.strictObject({
    username: z.string().min(1).max(30),
    slug: z.string().min(1).max(120),
    viewer_id: viewerId,
  }),
]);
export type GetBoardRequest = z.input<typeof getBoardSchema>;

export const listBoardsSchema = z.strictObject({
  username: z.string().min(1).max(30),
  viewer_id: viewerId,
  bookmark: bookmarkSchema,
  page_size: pageSize,
});
export type ListBoardsRequest = z.input<typeof listBoardsSchema>;

export const boardAccessSchema = z.strictObject({
  board_id: idSchema,
  user_id: viewerId,
  permission: z.enum(['read', 'write']),
});
export type BoardAccessRequest = z.input<typeof boardAccessSchema>;

// ---- pins ----
export const pinFieldsSchema = z.strictObject({
  title: z.string().trim().max(PIN_TITLE_MAX).default(''),
  description: z.string().trim().max(PIN_DESCRIPTION_MAX).default(''),
  link: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Please enter a valid link.' }).max(PIN_LINK_MAX),
    ])
    .optional(),
});

export const createPinSchema = z
  .strictObject({
    actor: actorSchema,
    board_id: idSchema,
    section: idSchema.optional(),
    image_url: z.string({ error: Messages.invalidImage }).max(PIN_LINK_MAX).optional(),
    image_base64: z.string({ error: Messages.invalidImage }).optional(),
    title: pinFieldsSchema.shape.title,
    description: pinFieldsSchema.shape.description,
    link: pinFieldsSchema.shape.link,
  })
  .refine((p) => Boolean(p.image_url) !== Boolean(p.image_base64), {
    message: Messages.invalidImage,
    path: ['image_url'],
  });
export type CreatePinRequest = z.input<typeof createPinSchema>;

export const getPinSchema = z.strictObject({ pin_id: idSchema, viewer_id: viewerId });
export type GetPinRequest = z.input<typeof getPinSchema>;

export const repinSchema = z.strictObject({
  actor: actorSchema,
  pin_id: idSchema,
  board_id: idSchema,
  section: idSchema.optional(),
});
export type RepinRequest = z.input<typeof repinSchema>;

export const homeFeedSchema = z.strictObject({
  viewer_id: viewerId,
  bookmark: bookmarkSchema,
  page_size: pageSize,
});
export type HomeFeedRequest = z.input<typeof homeFeedSchema>;

export const boardFeedSchema = z.strictObject({
  board_id: idSchema,
  viewer_id: viewerId,
  bookmark: bookmarkSchema,
  page_size: pageSize,
});
export type BoardFeedRequest = z.input<typeof boardFeedSchema>;

// ---- events (JetStream, DOMAIN_EVENTS) ----
interface EventBase {
  event_id: string;
  occurred_at: string;
}
export interface UserCreatedEvent extends EventBase {
  user: User;
}
export interface BoardCreatedEvent extends EventBase {
  board: Board;
}
export interface PinCreatedEvent extends EventBase {
  pin: Pin;
}
export interface PinSavedEvent extends EventBase {
  pin: Pin;
  source_pin_id: string;
}

/** Health reply of every service's `<service>.health.check`. */
export interface HealthReply {
  service: string;
  status: 'up' | 'down';
  details: Record<string, { status: 'up' | 'down'; message?: string }>;
}

export const healthSchema = z.strictObject({});
