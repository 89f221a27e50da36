import { z } from 'zod';
import { action } from '../common/resources.js';
import { createSessionSchema, getUserOptions, registerUserSchema } from './messages.js';
import { meSchema, userSchema } from './models.js';

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
      options: z.strictObject({}),
      reply: z.null(),
      summary: 'Log out; clears the session cookie. Logging out twice is not an error.',
    }),
  },
  UserResource: {
    get: action({ options: getUserOptions, reply: userSchema, summary: 'A user by username.' }),
  },
};
