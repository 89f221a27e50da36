import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { BoardsClient } from './boards.client.js';
import { PinController } from './pin.controller.js';
import { SaveWriter } from './save-writer.js';

@Module({
  imports: [MediaModule],
  controllers: [PinController],
  providers: [BoardsClient, SaveWriter],
  exports: [BoardsClient],
})
export class PinsModule {}
