import { type DynamicModule, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import { RpcClient } from '@pinboard/service-kit';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from './config.js';
import { AccessTokensController } from './access-tokens/access-tokens.controller.js';
import { AdEventsController } from './ad-events/ad-events.controller.js';
import { DependencyIndicators } from './health/dependency.indicators.js';
import { HealthController } from './health/health.controller.js';
import { OpenApiController } from './openapi/openapi.controller.js';
import type { RegisteredResource } from './resources/resource.js';
import { ResourceRunner } from './resources/resource.runner.js';
import { RateLimiter } from './session/rate-limiter.js';
import { SessionReader } from './session/session.reader.js';
import type { ServedRemote } from './static/remotes.js';
import { RuntimeConfigController } from './static/runtime-config.controller.js';
import { GATEWAY_CONFIG, NATS_CONNECTION, REDIS, REMOTES, RESOURCES, SERVICES } from './tokens.js';
import { UploadsController } from './uploads/uploads.controller.js';
import { V3Controller } from './v3/v3.controller.js';
import { QuickPromoteController } from './quick-promote/quick-promote.controller.js';
import { V5AnalyticsController } from './v5/v5-analytics.controller.js';
import { V5BillingController } from './v5/v5-billing.controller.js';
import { V5BusinessAccessController } from './v5/v5-business-access.controller.js';
import { V5Controller } from './v5/v5.controller.js';
import { V5BoardsController } from './v5/v5-boards.controller.js';
import { V5MediaController } from './v5/v5-media.controller.js';
import { V5PinsController } from './v5/v5-pins.controller.js';

/** What app.ts opens (and closes) or discovers: the module only wires it in. */
export interface GatewayDependencies {
  config: GatewayConfig;
  rpc: RpcClient;
  redis: Redis;
  nats: NatsConnection;
  resources: ReadonlyMap<string, RegisteredResource>;
  remotes: readonly ServedRemote[];
  services: readonly string[];
}

@Module({})
export class GatewayModule {
  static forRoot(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [
        V3Controller,
        UploadsController,
        // Before V5Controller: /billing_profiles is not one of its `:ad_account_id/:kind` lists.
        V5BillingController,
        V5Controller,
        V5BusinessAccessController,
        V5PinsController,
        V5MediaController,
        V5BoardsController,
        QuickPromoteController,
        V5AnalyticsController,
        AdEventsController,
        AccessTokensController,
        HealthController,
        RuntimeConfigController,
        OpenApiController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: RpcClient, useValue: deps.rpc },
        { provide: REDIS, useValue: deps.redis },
        { provide: NATS_CONNECTION, useValue: deps.nats },
        { provide: RESOURCES, useValue: deps.resources },
        { provide: REMOTES, useValue: deps.remotes },
        { provide: SERVICES, useValue: deps.services },
        SessionReader,
        RateLimiter,
        ResourceRunner,
        DependencyIndicators,
      ],
    };
  }
}
