import { QueueGroups } from '@pinboard/contracts';
import { bootstrapService } from '@pinboard/service-kit';
import { createBoardsModule } from './app.module.js';
import type { BoardsConfig } from './config.js';

/** Starts the boards service on NATS; used by main.ts and, in-process, by the integration tests. */
export async function startBoardsService(config: BoardsConfig): Promise<{ close(): Promise<void> }> {
  const { close } = await bootstrapService({
    name: 'boards',
    module: createBoardsModule(config),
    natsUrl: config.NATS_URL,
    queue: QueueGroups.boards,
    logLevel: config.LOG_LEVEL,
  });
  return { close };
}
