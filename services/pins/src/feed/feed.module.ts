import { Module } from '@nestjs/common';
import { PinsModule } from '../pins/pins.module.js';
import { FeedController } from './feed.controller.js';
import { FeedService } from './feed.service.js';

@Module({ imports: [PinsModule], controllers: [FeedController], providers: [FeedService] })
export class FeedModule {}
