import { z } from 'zod';
import { action } from '../common/resources.js';
import { CommonTexts, LoginTexts } from '../common/texts.js';
import {
  blockUserOptions,
  createSessionSchema,
  deleteSessionOptions,
  followListOptions,
  followUserOptions,
  getUserOptions,
  registerUserSchema,
  searchUsersOptions,
  unblockUserOptions,
} from './messages.js';
import {
  blockStateSchema,
  followListUserSchema,
  meSchema,
  profileSchema,
  userFollowStateSchema,
  userSummarySchema,
} from './models.js';

export const usersResources = {
  UserRegisterResource: {
    create: action({
      options: registerUserSchema,
      reply: meSchema,
      summary: 'Sign up (adults only); sets the session cookie.',
    }),
  },
  UserSessionResource: {
    create: action({
      options: createSessionSchema,
      reply: meSchema,
      summary: 'Log in with a username or email; sets the session cookie.',
    }),
    delete: action({
      options: deleteSessionOptions,
      reply: z.null(),
      summary:
        'Log out (with all: true, every session of the account); clears the session cookie. Logging out twice is not an error.',
    }),
  },
  UserResource: {
    get: action({
      options: getUserOptions,
      reply: profileSchema,
      summary: 'A profile by username: counts, and whether you follow or blocked them.',
    }),
  },
  UserFollowResource: {
    create: action({
      options: followUserOptions,
      reply: userFollowStateSchema,
      login: LoginTexts.toFollow,
      summary: 'Follow someone.',
    }),
    delete: action({
      options: followUserOptions,
      reply: userFollowStateSchema,
      login: LoginTexts.toUnfollow,
      summary: 'Stop following someone.',
    }),
  },
  UserBlockResource: {
    create: action({
      options: blockUserOptions,
      reply: blockStateSchema,
      login: CommonTexts.loginRequired,
      summary: 'Block someone: follows between you end, and you stop seeing their Pins in your feeds.',
    }),
    delete: action({
      options: unblockUserOptions,
      reply: blockStateSchema,
      login: CommonTexts.loginRequired,
      summary: 'Unblock someone.',
    }),
  },
  UserFollowersResource: {
    get: action({
      options: followListOptions,
      reply: followListUserSchema,
      paged: true,
      summary: 'Who follows a person, newest first.',
    }),
  },
  UserFollowingResource: {
    get: action({
      options: followListOptions,
      reply: followListUserSchema,
      paged: true,
      summary: 'Whom a person follows, newest first.',
    }),
  },
  /** Not named by SPEC §7: the people typeahead of the collaborator search. */
  UserTypeaheadResource: {
    get: action({
      options: searchUsersOptions,
      reply: z.array(userSummarySchema),
      login: LoginTexts.toCollaborate,
      summary: 'People whose username or name starts with term (never you, nor anyone blocked either way).',
    }),
  },
};
