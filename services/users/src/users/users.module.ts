import { Module } from '@nestjs/common';
import { SessionStore } from '../sessions/session.store.js';
import { UserController } from './user.controller.js';
import { UserStore } from './user.store.js';

@Module({
  controllers: [UserController],
  providers: [UserStore, SessionStore],
  exports: [UserStore, SessionStore],
})
export class UsersModule {}
