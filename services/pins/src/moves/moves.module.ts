import { Module } from '@nestjs/common';
import { PinsModule } from '../pins/pins.module.js';
import { MoveController } from './move.controller.js';

@Module({ imports: [PinsModule], controllers: [MoveController] })
export class MovesModule {}
