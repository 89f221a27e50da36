import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AdAccountController } from './ad-account.controller.js';
import { BillingReadinessConsumer } from './billing-readiness.consumer.js';

@Module({
  imports: [AccessModule],
  controllers: [AdAccountController],
  providers: [BillingReadinessConsumer],
})
export class AdAccountsModule {}
