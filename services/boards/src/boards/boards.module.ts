import { Module } from '@nestjs/common';
import { BoardCommandsController } from './board-commands.controller.js';
import { BoardPickerCache } from './board-picker.cache.js';
import { BoardQueriesController } from './board-queries.controller.js';
import { BoardReads } from './board-reads.js';

@Module({
  controllers: [BoardCommandsController, BoardQueriesController],
  providers: [BoardPickerCache, BoardReads],
  exports: [BoardPickerCache],
})
export class BoardsModule {}
