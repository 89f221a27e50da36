import { Module } from '@nestjs/common';
import { EligibleAds } from './eligible-ads.js';
import { ServingController } from './serving.controller.js';

@Module({ controllers: [ServingController], providers: [EligibleAds] })
export class ServingModule {}
