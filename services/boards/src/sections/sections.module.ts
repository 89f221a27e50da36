import { Module } from '@nestjs/common';
import { BoardsModule } from '../boards/boards.module.js';
import { SectionController } from './section.controller.js';

@Module({ imports: [BoardsModule], controllers: [SectionController] })
export class SectionsModule {}
