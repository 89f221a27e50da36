import { Module } from '@nestjs/common';
import { LinkProductsConsumer } from './link-products.consumer.js';

@Module({ providers: [LinkProductsConsumer] })
export class LinkProductsModule {}
