import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { LoginRateLimit } from './login-rate-limit.js';
import { SessionController } from './session.controller.js';

@Module({ imports: [UsersModule], controllers: [SessionController], providers: [LoginRateLimit] })
export class SessionsModule {}
