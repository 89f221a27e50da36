import { Module } from '@nestjs/common';
import { AccessTokenController } from './access-token.controller.js';

@Module({ controllers: [AccessTokenController] })
export class AccessTokensModule {}
