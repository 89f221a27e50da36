import { Controller, Get, HttpCode, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { DependencyIndicators, SERVICE_HEALTH } from './dependency.indicators.js';

/** GET /health: terminus' own body ({status, info, error, details}); 503 when any part is down. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: DependencyIndicators,
  ) {}

  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    try {
      return await this.health.check([
        () => this.indicators.redisCheck(),
        () => this.indicators.postgresCheck(),
        () => this.indicators.natsCheck(),
        ...Object.entries(SERVICE_HEALTH).map(
          ([name, def]) =>
            () =>
              this.indicators.serviceCheck(name, def),
        ),
      ]);
    } catch (err) {
      // Terminus reports "down" as a 503 exception; its body is the report, not an envelope.
      if (!(err instanceof ServiceUnavailableException)) throw err;
      void reply.code(503);
      return err.getResponse();
    }
  }
}
