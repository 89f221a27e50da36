import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { UploadsController } from './uploads.controller.js';

@Module({ imports: [MediaModule], controllers: [UploadsController] })
export class UploadsModule {}
