import { type DynamicModule, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import { RpcClient } from '@pinboard/service-kit';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { GatewayConfig } from './config.js';
import { DependencyIndicators } from './health/dependency.indicators.js';
import { HealthController } from './health/health.controller.js';
import { ResourceController } from './resources/resource.controller.js';
import { ResourceRunner } from './resources/resource.runner.js';
import { RateLimiter } from './session/rate-limiter.js';
import { SessionReader } from './session/session.reader.js';
import { RuntimeConfigController } from './static/runtime-config.controller.js';
import { GATEWAY_CONFIG, NATS_CONNECTION, PG_POOL, REDIS } from './tokens.js';
import { V3Controller } from './v3/v3.controller.js';
import { V3Service } from './v3/v3.service.js';

/** Connections app.ts opens (and closes): the module only wires them in. */
export interface GatewayDependencies {
  config: GatewayConfig;
  rpc: RpcClient;
  redis: Redis;
  pool: Pool;
  nats: NatsConnection;
}

@Module({})
export class GatewayModule {
  static forRoot(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [ResourceController, V3Controller, HealthController, RuntimeConfigController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: REDIS, useValue: deps.redis },
        { provide: PG_POOL, useValue: deps.pool },
        { provide: NATS_CONNECTION, useValue: deps.nats },
        SessionReader,
        RateLimiter,
        ResourceRunner,
        V3Service,
        DependencyIndicators,
      ],
    };
  }
}
