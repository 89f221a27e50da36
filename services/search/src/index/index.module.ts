import { Module } from '@nestjs/common';
import { AnswerCache } from '../query/answer-cache.js';
import { IndexConsumer } from './index.consumer.js';
import { PgSearchIndex } from './pg-search-index.js';
import { SearchIndex } from './search-index.js';

/** The index and what keeps it: Postgres by default (see SearchIndex for other engines). */
@Module({
  providers: [{ provide: SearchIndex, useClass: PgSearchIndex }, AnswerCache, IndexConsumer],
  exports: [SearchIndex, AnswerCache],
})
export class IndexModule {}
