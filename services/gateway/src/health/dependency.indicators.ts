import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import { healthRpc } from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';
import type { Redis } from 'ioredis';
import { NATS_CONNECTION, REDIS } from '../tokens.js';

const TIMEOUT_MS = 2000;

/** Custom terminus indicators: each dependency of the gateway and each service behind it. */
@Injectable()
export class DependencyIndicators {
  constructor(
    private readonly indicator: HealthIndicatorService,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
  ) {}

  redisCheck() {
    return this.indicator
      .check('redis')
      .attempt(async () => {
        await this.redis.ping();
      })
      .withTimeout(TIMEOUT_MS);
  }

  /** flush() is a PING/PONG round trip with the server on the gateway's own connection. */
  natsCheck() {
    return this.indicator
      .check('nats')
      .attempt(async () => {
        if (this.nats.isClosed()) throw new Error('connection closed');
        await this.nats.flush();
      })
      .withTimeout(TIMEOUT_MS);
  }

  /** A service's own `<name>.health.check`: up only when it answers and every dependency of it is up. */
  serviceCheck(name: string) {
    return this.indicator
      .check(name)
      .attempt(async () => {
        const reply = await this.rpc.request(healthRpc(name), {}).catch((err: unknown) => {
          throw new Error(err instanceof ServiceError ? (err.detail ?? err.message) : String(err));
        });
        if (reply.status !== 'up') {
          const down = Object.entries(reply.details)
            .filter(([, d]) => d.status !== 'up')
            .map(([k]) => k);
          throw new Error(`down: ${down.join(', ')}`);
        }
        return { dependencies: reply.details };
      })
      .withTimeout(TIMEOUT_MS);
  }
}
