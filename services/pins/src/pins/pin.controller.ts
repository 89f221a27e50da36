import { Controller } from '@nestjs/common';
import { Rpc, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { PinService } from './pin.service.js';

@Controller()
export class PinController {
  constructor(private readonly pins: PinService) {}

  @RpcHandler(Rpc.pins.create)
  create(input: RpcInput<typeof Rpc.pins.create>) {
    return this.pins.create(input);
  }

  @RpcHandler(Rpc.pins.get)
  get(input: RpcInput<typeof Rpc.pins.get>) {
    return this.pins.get(input);
  }

  @RpcHandler(Rpc.pins.repin)
  repin(input: RpcInput<typeof Rpc.pins.repin>) {
    return this.pins.repin(input);
  }
}
