import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type Me, type SessionReply, type User } from '@pinboard/contracts';
import { ZodPipe } from '@pinboard/service-kit';
import type { z } from 'zod';
import { UserService } from './user.service.js';

@Controller()
export class UserController {
  constructor(private readonly users: UserService) {}

  @MessagePattern(Rpc.users.register.subject)
  register(
    @Payload(new ZodPipe(Rpc.users.register.schema)) body: z.output<typeof Rpc.users.register.schema>,
  ): Promise<SessionReply> {
    return this.users.register(body);
  }

  @MessagePattern(Rpc.users.get.subject)
  get(
    @Payload(new ZodPipe(Rpc.users.get.schema)) body: z.output<typeof Rpc.users.get.schema>,
  ): Promise<User> {
    return this.users.get(body);
  }

  @MessagePattern(Rpc.users.me.subject)
  me(@Payload(new ZodPipe(Rpc.users.me.schema)) body: z.output<typeof Rpc.users.me.schema>): Promise<Me> {
    return this.users.me(body.user_id);
  }
}
