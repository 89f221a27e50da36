import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AdAccountController } from './ad-account.controller.js';

@Module({ imports: [AccessModule], controllers: [AdAccountController] })
export class AdAccountsModule {}
