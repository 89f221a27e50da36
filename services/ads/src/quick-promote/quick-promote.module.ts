import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { PinsClient } from '../ads/pins.client.js';
import { QuickPromoteController } from './quick-promote.controller.js';

@Module({ imports: [AccessModule], controllers: [QuickPromoteController], providers: [PinsClient] })
export class QuickPromoteModule {}
