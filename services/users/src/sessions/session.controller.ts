import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type SessionReply } from '@pinboard/contracts';
import { ZodPipe } from '@pinboard/service-kit';
import type { z } from 'zod';
import { SessionService } from './session.service.js';

@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @MessagePattern(Rpc.users.sessionCreate.subject)
  create(
    @Payload(new ZodPipe(Rpc.users.sessionCreate.schema))
    body: z.output<typeof Rpc.users.sessionCreate.schema>,
  ): Promise<SessionReply> {
    return this.sessions.login(body);
  }

  @MessagePattern(Rpc.users.sessionDelete.subject)
  delete(
    @Payload(new ZodPipe(Rpc.users.sessionDelete.schema))
    body: z.output<typeof Rpc.users.sessionDelete.schema>,
  ): Promise<{ ok: true }> {
    return this.sessions.logout(body.token);
  }
}
