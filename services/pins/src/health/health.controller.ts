import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { Rpc, type HealthReply } from '@pinboard/contracts';
import { checkHealth } from '@pinboard/service-kit';
import { access, constants, mkdir } from 'node:fs/promises';
import type { PinsConfig } from '../config.js';
import { PINS_CONFIG } from '../infra/config.provider.js';
import { PrismaService } from '../infra/prisma.service.js';

@Controller()
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(PINS_CONFIG) private readonly config: PinsConfig,
  ) {}

  @MessagePattern(Rpc.pins.health.subject)
  check(): Promise<HealthReply> {
    return checkHealth('pins', {
      postgres: () => this.prisma.client.$queryRaw`SELECT 1`,
      // Creating a Pin writes files: a read-only or missing MEDIA_ROOT makes the service useless.
      media: async () => {
        await mkdir(this.config.MEDIA_ROOT, { recursive: true });
        await access(this.config.MEDIA_ROOT, constants.W_OK);
      },
    });
  }
}
