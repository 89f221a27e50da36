import { z } from 'zod';
import { domainEvent } from '../common/events.js';
import { userSchema } from './models.js';

const follow = { follower_id: z.string(), followee_id: z.string() };
const block = { blocker_id: z.string(), blocked_id: z.string() };

export const usersEvents = {
  userCreated: domainEvent('users.user.created', { user: userSchema }),
  userFollowed: domainEvent('users.user.followed', follow),
  userUnfollowed: domainEvent('users.user.unfollowed', follow),
  /** Their follows of each other are gone; boards drops their board follows, pins their Pins from feeds. */
  userBlocked: domainEvent('users.user.blocked', block),
  userUnblocked: domainEvent('users.user.unblocked', block),
};
