import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AdController } from './ad.controller.js';
import { PinsClient } from './pins.client.js';

@Module({ imports: [AccessModule], controllers: [AdController], providers: [PinsClient] })
export class AdsModule {}
