import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type HealthReply } from '@pinboard/contracts';
import { checkHealth, ZodPipe } from '@pinboard/service-kit';
import { PrismaService } from '../infra/prisma.service.js';
import { RedisService } from '../infra/redis.service.js';

@Controller()
export class HealthController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {}

  @MessagePattern(Rpc.boards.health.subject)
  check(@Payload(new ZodPipe(Rpc.boards.health.schema)) _body: unknown): Promise<HealthReply> {
    return checkHealth('boards', {
      postgres: () => this.prisma.$queryRaw`SELECT 1`,
      redis: () => this.redis.ping(),
    });
  }
}
