import { Module } from '@nestjs/common';
import { MediaHealthCheck } from './media-health.check.js';
import { MediaService } from './media.service.js';

@Module({ providers: [MediaService, MediaHealthCheck], exports: [MediaService] })
export class MediaModule {}
