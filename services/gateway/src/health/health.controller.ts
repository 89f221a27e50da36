import { Controller, Get, HttpCode, Inject, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopback } from './operator.js';
import { SERVICES } from '../tokens.js';
import { DependencyIndicators } from './dependency.indicators.js';

/**
 * GET /health: terminus' own body ({status, info, error, details}) for Redis, NATS and every
 * discovered service; 503 when any part is down. Databases are the services' own, and each
 * service's health includes its database. Which parts there are and how each fails is for the
 * operator on this machine (a loopback address, or through a trusted proxy on it): others get the
 * status alone.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: DependencyIndicators,
    @Inject(SERVICES) private readonly services: readonly string[],
  ) {}

  @Get()
  @HttpCode(200)
  async check(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const report = await this.report(reply);
    return isLoopback(request.ip) ? report : { status: report.status };
  }

  private async report(reply: FastifyReply): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.indicators.redisCheck(),
        () => this.indicators.natsCheck(),
        ...this.services.map((name) => () => this.indicators.serviceCheck(name)),
      ]);
    } catch (err) {
      // Terminus reports "down" as a 503 exception; its body is the report, not an envelope.
      if (!(err instanceof ServiceUnavailableException)) throw err;
      void reply.code(503);
      return err.getResponse() as HealthCheckResult;
    }
  }
}
