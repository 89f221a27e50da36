import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { LoginRateLimit } from './login-rate-limit.js';
import { SessionController } from './session.controller.js';
import { SessionService } from './session.service.js';

@Module({
  imports: [UsersModule],
  controllers: [SessionController],
  providers: [SessionService, LoginRateLimit],
})
export class SessionsModule {}
