import { Module } from '@nestjs/common';
import { LinkPages } from './link-pages.js';
import { LinkReader } from './link-reader.js';
import { LinksConsumer } from './links.consumer.js';

@Module({ providers: [LinkPages, LinksConsumer, LinkReader] })
export class LinksModule {}
