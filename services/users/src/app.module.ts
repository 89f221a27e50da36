import { Module, type Type } from '@nestjs/common';
import { USERS_CONFIG, type UsersConfig } from './config.js';
import { HealthController } from './health/health.controller.js';
import { domainEventsProviders } from '@pinboard/service-kit';
import { PrismaService } from './infra/prisma.service.js';
import { RedisService } from './infra/redis.service.js';
import { LoginRateLimit } from './sessions/login-rate-limit.js';
import { SessionController } from './sessions/session.controller.js';
import { SessionService } from './sessions/session.service.js';
import { SessionStore } from './sessions/session.store.js';
import { UserController } from './users/user.controller.js';
import { UserService } from './users/user.service.js';

/** The root module, built per start so that each instance (and each test) gets its own config. */
export function createUsersModule(config: UsersConfig): Type<unknown> {
  @Module({
    controllers: [UserController, SessionController, HealthController],
    providers: [
      { provide: USERS_CONFIG, useValue: config },
      PrismaService,
      RedisService,
      ...domainEventsProviders(config.NATS_URL),
      SessionStore,
      LoginRateLimit,
      UserService,
      SessionService,
    ],
  })
  class UsersModule {}
  return UsersModule;
}
