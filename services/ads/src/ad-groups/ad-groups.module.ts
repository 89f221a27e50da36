import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AdGroupController } from './ad-group.controller.js';

@Module({ imports: [AccessModule], controllers: [AdGroupController] })
export class AdGroupsModule {}
