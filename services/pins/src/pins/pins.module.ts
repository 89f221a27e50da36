import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { BoardsClient } from './boards.client.js';
import { PinController } from './pin.controller.js';

@Module({
  imports: [MediaModule],
  controllers: [PinController],
  providers: [BoardsClient],
  exports: [BoardsClient],
})
export class PinsModule {}
