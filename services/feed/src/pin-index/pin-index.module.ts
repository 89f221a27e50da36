import { Module } from '@nestjs/common';
import { PinIndexService } from './pin-index.service.js';

@Module({ providers: [PinIndexService], exports: [PinIndexService] })
export class PinIndexModule {}
