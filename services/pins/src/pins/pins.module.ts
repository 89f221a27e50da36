import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { BoardsClient } from './boards.client.js';
import { PinController } from './pin.controller.js';
import { PinReads } from './pin-reads.js';
import { SaveWriter } from './save-writer.js';

@Module({
  imports: [MediaModule],
  controllers: [PinController],
  providers: [BoardsClient, SaveWriter, PinReads],
  exports: [BoardsClient, PinReads],
})
export class PinsModule {}
