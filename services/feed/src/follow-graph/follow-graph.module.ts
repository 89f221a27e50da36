import { Module } from '@nestjs/common';
import { FollowGraphService } from './follow-graph.service.js';

@Module({ providers: [FollowGraphService], exports: [FollowGraphService] })
export class FollowGraphModule {}
