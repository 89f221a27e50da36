import { Module } from '@nestjs/common';
import { BlockController } from './block.controller.js';

@Module({ controllers: [BlockController] })
export class BlocksModule {}
