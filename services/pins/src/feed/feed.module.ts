import { Module } from '@nestjs/common';
import { PinsModule } from '../pins/pins.module.js';
import { FeedController } from './feed.controller.js';

@Module({ imports: [PinsModule], controllers: [FeedController] })
export class FeedModule {}
