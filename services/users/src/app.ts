import { QueueGroups } from '@pinboard/contracts';
import { bootstrapService } from '@pinboard/service-kit';
import { createUsersModule } from './app.module.js';
import type { UsersConfig } from './config.js';

/** Starts the users service on NATS; used by main.ts and, in-process, by the integration tests. */
export async function startUsersService(config: UsersConfig): Promise<{ close(): Promise<void> }> {
  const { close } = await bootstrapService({
    name: 'users',
    module: createUsersModule(config),
    natsUrl: config.NATS_URL,
    queue: QueueGroups.users,
    logLevel: config.LOG_LEVEL,
  });
  return { close };
}
