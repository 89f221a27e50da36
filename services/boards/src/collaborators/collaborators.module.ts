import { Module } from '@nestjs/common';
import { BoardsModule } from '../boards/boards.module.js';
import { CollaboratorsController } from './collaborators.controller.js';

@Module({ imports: [BoardsModule], controllers: [CollaboratorsController] })
export class CollaboratorsModule {}
