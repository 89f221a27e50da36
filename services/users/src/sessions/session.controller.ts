import { Controller } from '@nestjs/common';
import { Rpc, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { SessionService } from './session.service.js';

@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @RpcHandler(Rpc.users.sessionCreate)
  create(input: RpcInput<typeof Rpc.users.sessionCreate>) {
    return this.sessions.login(input);
  }

  @RpcHandler(Rpc.users.sessionDelete)
  delete(input: RpcInput<typeof Rpc.users.sessionDelete>) {
    return this.sessions.logout(input.token);
  }
}
