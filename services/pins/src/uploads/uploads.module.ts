import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { UploadSweeper } from './upload-sweeper.js';
import { UploadsController } from './uploads.controller.js';

@Module({ imports: [MediaModule], controllers: [UploadsController], providers: [UploadSweeper] })
export class UploadsModule {}
