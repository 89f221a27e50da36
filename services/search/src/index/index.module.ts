import { Module } from '@nestjs/common';
import { TypeaheadCache } from '../query/typeahead.cache.js';
import { IndexConsumer } from './index.consumer.js';
import { PgSearchIndex } from './pg-search-index.js';
import { SearchIndex } from './search-index.js';

/** The index and what keeps it: Postgres by default (see SearchIndex for other engines). */
@Module({
  providers: [{ provide: SearchIndex, useClass: PgSearchIndex }, TypeaheadCache, IndexConsumer],
  exports: [SearchIndex, TypeaheadCache],
})
export class IndexModule {}
