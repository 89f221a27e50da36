import { Controller } from '@nestjs/common';
import { Rpc, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { UserService } from './user.service.js';

@Controller()
export class UserController {
  constructor(private readonly users: UserService) {}

  @RpcHandler(Rpc.users.register)
  register(input: RpcInput<typeof Rpc.users.register>) {
    return this.users.register(input);
  }

  @RpcHandler(Rpc.users.get)
  get(input: RpcInput<typeof Rpc.users.get>) {
    return this.users.get(input);
  }

  @RpcHandler(Rpc.users.me)
  me(input: RpcInput<typeof Rpc.users.me>) {
    return this.users.me(input.user_id);
  }
}
