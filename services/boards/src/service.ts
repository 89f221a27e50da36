import { defineService } from '@pinboard/service-kit';
import { BoardsModule } from './boards/boards.module.js';
import { boardsConfigSchema } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { PinStatsModule } from './pin-stats/pin-stats.module.js';

/**
 * Boards: the `boards` schema (boards, and the board_pins projection fed by pin events) and the
 * board-picker cache in Redis.
 */
export const boardsService = defineService({
  name: 'boards',
  config: boardsConfigSchema,
  prisma: PrismaClient,
  redis: true,
  features: [BoardsModule, PinStatsModule],
});
