import { Module } from '@nestjs/common';
import { SessionStore } from '../sessions/session.store.js';
import { UserController } from './user.controller.js';
import { UserService } from './user.service.js';

@Module({
  controllers: [UserController],
  providers: [UserService, SessionStore],
  exports: [UserService, SessionStore],
})
export class UsersModule {}
