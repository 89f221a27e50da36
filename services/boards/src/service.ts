import { defineService } from '@pinboard/service-kit';
import { BoardsModule } from './boards/boards.module.js';
import { CollaboratorsModule } from './collaborators/collaborators.module.js';
import { boardsConfigSchema } from './config.js';
import { PrismaClient } from './generated/prisma/client.js';
import { FollowsModule } from './follows/follows.module.js';
import { PickerModule } from './picker/picker.module.js';
import { PinStatsModule } from './pin-stats/pin-stats.module.js';
import { SectionsModule } from './sections/sections.module.js';

/**
 * Boards: the `boards` schema (boards, their sections, collaborators, who follows them, and the board_pins
 * projection fed by pin events) and the board-picker cache in Redis.
 */
export const boardsService = defineService({
  name: 'boards',
  config: boardsConfigSchema,
  prisma: PrismaClient,
  outbox: true,
  redis: true,
  features: [BoardsModule, SectionsModule, PickerModule, PinStatsModule, FollowsModule, CollaboratorsModule],
});
