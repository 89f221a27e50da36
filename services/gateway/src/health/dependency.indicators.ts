import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import { Rpc, type HealthReply, type RpcDefinition } from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { z } from 'zod';
import { NATS_CONNECTION, PG_POOL, REDIS } from '../tokens.js';

const TIMEOUT_MS = 2000;

/** The services whose health subject /health asks. */
export const SERVICE_HEALTH: Record<string, RpcDefinition<z.ZodType, HealthReply>> = {
  users: Rpc.users.health,
  boards: Rpc.boards.health,
  pins: Rpc.pins.health,
};

/** Custom terminus indicators: each dependency of the gateway and each service behind it. */
@Injectable()
export class DependencyIndicators {
  constructor(
    private readonly indicator: HealthIndicatorService,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PG_POOL) private readonly pool: Pool,
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

  postgresCheck() {
    return this.indicator
      .check('postgres')
      .attempt(async () => {
        await this.pool.query('SELECT 1');
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

  /** The health reply, or an error naming why there is none (down, timed out). */
  private async ask(def: RpcDefinition<z.ZodType, HealthReply>): Promise<HealthReply> {
    try {
      return (await this.rpc.request(def, {})) as HealthReply;
    } catch (err) {
      throw new Error(err instanceof ServiceError ? (err.detail ?? err.message) : String(err));
    }
  }

  serviceCheck(name: string, def: RpcDefinition<z.ZodType, HealthReply>) {
    return this.indicator
      .check(name)
      .attempt(async () => {
        const reply = await this.ask(def);
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
