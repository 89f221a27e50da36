import { Module } from '@nestjs/common';
import { BoardPickerCache } from './board-picker.cache.js';
import { BoardQueryService } from './board-query.service.js';
import { BoardController } from './board.controller.js';
import { BoardService } from './board.service.js';

@Module({
  controllers: [BoardController],
  providers: [BoardPickerCache, BoardService, BoardQueryService],
  exports: [BoardPickerCache],
})
export class BoardsModule {}
