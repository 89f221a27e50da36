import { Module } from '@nestjs/common';
import { BoardFollowController } from './board-follow.controller.js';
import { BlocksConsumer } from './blocks.consumer.js';

@Module({ controllers: [BoardFollowController], providers: [BlocksConsumer] })
export class FollowsModule {}
