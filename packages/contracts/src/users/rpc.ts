import { z } from 'zod';
import { healthRpc } from '../common/health.js';
import {
  accessTokenSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
  listAccessTokensSchema,
  revokeAccessTokenSchema,
  verifiedAccessTokenSchema,
  verifyAccessTokenSchema,
} from './access-tokens.js';
import { audiencesReplySchema, audiencesSchema } from '../ads/audience.js';
import { rpc } from '../common/rpc.js';
import { pageSchema } from '../common/schemas.js';
import {
  blockCheckSchema,
  blockUserSchema,
  createSessionMessageSchema,
  deleteSessionSchema,
  followListSchema,
  followUserSchema,
  followUsersSchema,
  getMeSchema,
  getProfileSchema,
  getUserSchema,
  updateMeSchema,
  registerUserSchema,
  resolveInviteesSchema,
  searchUsersSchema,
} from './messages.js';
import {
  blockStateSchema,
  followListUserSchema,
  meSchema,
  profileSchema,
  sessionReplySchema,
  userFollowStateSchema,
  userSchema,
  userSummarySchema,
} from './models.js';

/** The users service (queue group `users`): accounts and sessions. */
export const usersRpc = {
  register: rpc('users.user.register', registerUserSchema, sessionReplySchema),
  get: rpc('users.user.get', getUserSchema, userSchema),
  me: rpc('users.user.me', getMeSchema, meSchema),
  /** Changes the signed-in user's own account (becoming a business account). */
  updateMe: rpc('users.user.update_me', updateMeSchema, meSchema),
  profile: rpc('users.user.profile', getProfileSchema, profileSchema),
  follow: rpc('users.user.follow', followUserSchema, userFollowStateSchema),
  unfollow: rpc('users.user.unfollow', followUserSchema, userFollowStateSchema),
  followMany: rpc('users.user.follow_many', followUsersSchema, z.array(userFollowStateSchema)),
  followers: rpc('users.user.followers', followListSchema, pageSchema(followListUserSchema)),
  following: rpc('users.user.following', followListSchema, pageSchema(followListUserSchema)),
  block: rpc('users.user.block', blockUserSchema, blockStateSchema),
  unblock: rpc('users.user.unblock', blockUserSchema, blockStateSchema),
  blockCheck: rpc('users.block.check', blockCheckSchema, z.object({ blocked: z.boolean() })),
  /** Viewers' age buckets for ad targeting (ads serving asks; birthdays stay here). */
  audiences: rpc('users.user.audiences', audiencesSchema, audiencesReplySchema),
  search: rpc('users.user.search', searchUsersSchema, z.array(userSummarySchema)),
  resolveInvitees: rpc('users.user.resolve_invitees', resolveInviteesSchema, z.array(userSummarySchema)),
  sessionCreate: rpc('users.session.create', createSessionMessageSchema, sessionReplySchema),
  sessionDelete: rpc('users.session.delete', deleteSessionSchema, z.object({ ok: z.literal(true) })),
  /** Personal access tokens: create answers the secret once; list never does. */
  accessTokenCreate: rpc('users.access_token.create', createAccessTokenSchema, createdAccessTokenSchema),
  accessTokenList: rpc('users.access_token.list', listAccessTokensSchema, z.array(accessTokenSchema)),
  /** Only the owner's own; revoking twice answers the same. */
  accessTokenRevoke: rpc('users.access_token.revoke', revokeAccessTokenSchema, accessTokenSchema),
  /** A secret to its owner and scopes; Unauthenticated when unknown, expired or revoked. */
  accessTokenVerify: rpc('users.access_token.verify', verifyAccessTokenSchema, verifiedAccessTokenSchema),
  health: healthRpc('users'),
};
