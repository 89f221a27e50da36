import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type Pin } from '@pinboard/contracts';
import { ZodPipe } from '@pinboard/service-kit';
import { CreatePinPipe } from './create-pin.pipe.js';
import { PinService, type CreatePinInput, type GetPinInput, type RepinInput } from './pin.service.js';

@Controller()
export class PinController {
  constructor(private readonly pins: PinService) {}

  @MessagePattern(Rpc.pins.create.subject)
  create(@Payload(new CreatePinPipe()) input: CreatePinInput): Promise<Pin> {
    return this.pins.create(input);
  }

  @MessagePattern(Rpc.pins.get.subject)
  get(@Payload(new ZodPipe(Rpc.pins.get.schema)) input: GetPinInput): Promise<Pin> {
    return this.pins.get(input);
  }

  @MessagePattern(Rpc.pins.repin.subject)
  repin(@Payload(new ZodPipe(Rpc.pins.repin.schema)) input: RepinInput): Promise<Pin> {
    return this.pins.repin(input);
  }
}
