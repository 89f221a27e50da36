import { Module } from '@nestjs/common';
import { BillingAccess } from './billing-access.js';

@Module({ providers: [BillingAccess], exports: [BillingAccess] })
export class AccessModule {}
