import { Module } from '@nestjs/common';
import { BoardCopiesConsumer } from './board-copies.consumer.js';

@Module({ providers: [BoardCopiesConsumer] })
export class BoardCopiesModule {}
