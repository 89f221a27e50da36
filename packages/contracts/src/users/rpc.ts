import { z } from 'zod';
import { healthRpc } from '../common/health.js';
import { rpc } from '../common/rpc.js';
import {
  createSessionSchema,
  deleteSessionSchema,
  getMeSchema,
  getUserSchema,
  registerUserSchema,
} from './messages.js';
import { meSchema, sessionReplySchema, userSchema } from './models.js';

/** The users service (queue group `users`): accounts and sessions. */
export const usersRpc = {
  register: rpc('users.user.register', registerUserSchema, sessionReplySchema),
  get: rpc('users.user.get', getUserSchema, userSchema),
  me: rpc('users.user.me', getMeSchema, meSchema),
  sessionCreate: rpc('users.session.create', createSessionSchema, sessionReplySchema),
  sessionDelete: rpc('users.session.delete', deleteSessionSchema, z.object({ ok: z.literal(true) })),
  health: healthRpc('users'),
};
