import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { BillingProfileController } from './billing-profile.controller.js';

@Module({ imports: [AccessModule], controllers: [BillingProfileController] })
export class BillingProfilesModule {}
