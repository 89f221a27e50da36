import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { SpendLedgerConsumer } from './spend-ledger.consumer.js';
import { SpendController } from './spend.controller.js';

@Module({ imports: [AccessModule], controllers: [SpendController], providers: [SpendLedgerConsumer] })
export class SpendModule {}
