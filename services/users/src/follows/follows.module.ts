import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { FollowController } from './follow.controller.js';

@Module({ imports: [UsersModule], controllers: [FollowController] })
export class FollowsModule {}
