import { Module } from '@nestjs/common';
import { AdAccountAccess } from './ad-account-access.js';

@Module({ providers: [AdAccountAccess], exports: [AdAccountAccess] })
export class AccessModule {}
