import { Module } from '@nestjs/common';
import { IndexModule } from '../index/index.module.js';
import { SearchController } from './search.controller.js';

@Module({ imports: [IndexModule], controllers: [SearchController] })
export class QueryModule {}
