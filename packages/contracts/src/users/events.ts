import { domainEvent } from '../common/events.js';
import { userSchema } from './models.js';

export const usersEvents = {
  userCreated: domainEvent('users.user.created', { user: userSchema }),
};
