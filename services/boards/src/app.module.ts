import { Module, type Type } from '@nestjs/common';
import { BoardPickerCache } from './boards/board-picker.cache.js';
import { BoardQueryService } from './boards/board-query.service.js';
import { BoardController } from './boards/board.controller.js';
import { BoardService } from './boards/board.service.js';
import { BOARDS_CONFIG, type BoardsConfig } from './config.js';
import { HealthController } from './health/health.controller.js';
import { domainEventsProviders } from '@pinboard/service-kit';
import { PrismaService } from './infra/prisma.service.js';
import { RedisService } from './infra/redis.service.js';
import { PinStatsConsumer } from './pin-stats/pin-stats.consumer.js';
import { PinStatsService } from './pin-stats/pin-stats.service.js';

/** The root module, built per start so that each instance (and each test) gets its own config. */
export function createBoardsModule(config: BoardsConfig): Type<unknown> {
  @Module({
    controllers: [BoardController, HealthController],
    providers: [
      { provide: BOARDS_CONFIG, useValue: config },
      PrismaService,
      RedisService,
      ...domainEventsProviders(config.NATS_URL),
      BoardPickerCache,
      BoardService,
      BoardQueryService,
      PinStatsService,
      PinStatsConsumer,
    ],
  })
  class BoardsModule {}
  return BoardsModule;
}
