import { Module } from '@nestjs/common';
import { HashtagController } from './hashtag.controller.js';

@Module({ controllers: [HashtagController] })
export class HashtagsModule {}
