import { Module } from '@nestjs/common';
import { BoardsModule } from '../boards/boards.module.js';
import { PinStatsConsumer } from './pin-stats.consumer.js';
import { PinStatsService } from './pin-stats.service.js';

@Module({
  imports: [BoardsModule],
  providers: [PinStatsService, PinStatsConsumer],
})
export class PinStatsModule {}
