import { defineService } from '@pinboard/service-kit';
import { usersConfigSchema } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { AccessTokensModule } from './access-tokens/access-tokens.module.js';
import { BlocksModule } from './blocks/blocks.module.js';
import { FollowsModule } from './follows/follows.module.js';
import { PeopleModule } from './people/people.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { UsersModule } from './users/users.module.js';

/**
 * Users: accounts, follows between people, blocks and personal access tokens in the `users` schema; sessions and login counters in Redis (the gateway reads
 * the session keys directly).
 */
export const usersService = defineService({
  name: 'users',
  config: usersConfigSchema,
  prisma: PrismaClient,
  outbox: true,
  redis: true,
  features: [UsersModule, SessionsModule, FollowsModule, BlocksModule, PeopleModule, AccessTokensModule],
});
