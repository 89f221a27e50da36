/**
 * Every request-reply call: its subject, the schema its payload is validated with (by the caller
 * before sending and by the service on receipt), and its reply type.
 */
import type { z } from 'zod';
import type { Board, Me, Page, Pin, User } from './models.js';
import {
  boardAccessSchema,
  boardFeedSchema,
  createBoardSchema,
  createPinSchema,
  createSessionSchema,
  deleteSessionSchema,
  getBoardSchema,
  getMeSchema,
  getPinSchema,
  getUserSchema,
  homeFeedSchema,
  listBoardsSchema,
  registerUserSchema,
  repinSchema,
  healthSchema,
  type HealthReply,
  type SessionReply,
} from './messages.js';
import { Subjects } from './subjects.js';

export interface RpcDefinition<S extends z.ZodType, R> {
  subject: string;
  schema: S;
  /** Phantom field carrying the reply type; never set at run time. */
  readonly reply?: R;
}

function rpc<R>() {
  return <S extends z.ZodType>(subject: string, schema: S): RpcDefinition<S, R> => ({ subject, schema });
}

export const Rpc = {
  users: {
    register: rpc<SessionReply>()(Subjects.users.register, registerUserSchema),
    sessionCreate: rpc<SessionReply>()(Subjects.users.sessionCreate, createSessionSchema),
    sessionDelete: rpc<{ ok: true }>()(Subjects.users.sessionDelete, deleteSessionSchema),
    get: rpc<User>()(Subjects.users.get, getUserSchema),
    me: rpc<Me>()(Subjects.users.me, getMeSchema),
    health: rpc<HealthReply>()(Subjects.users.health, healthSchema),
  },
  boards: {
    create: rpc<Board>()(Subjects.boards.create, createBoardSchema),
    get: rpc<Board>()(Subjects.boards.get, getBoardSchema),
    list: rpc<Page<Board>>()(Subjects.boards.list, listBoardsSchema),
    access: rpc<Board>()(Subjects.boards.access, boardAccessSchema),
    health: rpc<HealthReply>()(Subjects.boards.health, healthSchema),
  },
  pins: {
    create: rpc<Pin>()(Subjects.pins.create, createPinSchema),
    get: rpc<Pin>()(Subjects.pins.get, getPinSchema),
    repin: rpc<Pin>()(Subjects.pins.repin, repinSchema),
    homeFeed: rpc<Page<Pin>>()(Subjects.pins.homeFeed, homeFeedSchema),
    boardFeed: rpc<Page<Pin>>()(Subjects.pins.boardFeed, boardFeedSchema),
    health: rpc<HealthReply>()(Subjects.pins.health, healthSchema),
  },
} as const;

export type RpcPayload<D> = D extends RpcDefinition<infer S, unknown> ? z.input<S> : never;
export type RpcReply<D> = D extends RpcDefinition<z.ZodType, infer R> ? R : never;
