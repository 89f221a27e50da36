import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { CampaignController } from './campaign.controller.js';

@Module({ imports: [AccessModule], controllers: [CampaignController] })
export class CampaignsModule {}
