import { Module } from '@nestjs/common';
import { EligibleAds } from './eligible-ads.js';
import { ServingController } from './serving.controller.js';
import { ViewerAudiences } from './viewer-audiences.js';

@Module({ controllers: [ServingController], providers: [EligibleAds, ViewerAudiences] })
export class ServingModule {}
