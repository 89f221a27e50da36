import 'reflect-metadata';
import {
  Global,
  Logger,
  Module,
  type DynamicModule,
  type InjectionToken,
  type INestMicroservice,
  type LogLevel,
  type OnApplicationShutdown,
  type Provider,
  type Type,
} from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { createPgPool, createPrismaAdapter, PgPool } from '@pinboard/db';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import { loadConfig, type BaseConfig, type BaseConfigSchema } from './config.js';
import { DomainEvents, EventConsumers, OUTBOX_DATABASE } from './events.module.js';
import { BuiltInHealthChecks, HEALTH_CHECKS, healthController, type HealthCheck } from './health.js';
import { natsOptions } from './nats-url.js';
import { DrainingServerNats } from './draining-server.js';
import { ActingAsInterceptor, ActorVerifier } from './acting-as.js';
import { RpcErrorFilter, RpcTracingInterceptor } from './rpc-handler.js';
import { RpcClient } from './rpc-client.js';
import { watchRedis } from './redis-watch.js';
import { startTelemetry, stopTelemetry } from './telemetry.js';
import { SERVICE_CONFIG, SERVICE_NAME } from './tokens.js';

/** What service-kit needs of a generated PrismaClient. */
export interface PrismaClientLike {
  $queryRawUnsafe(query: string): Promise<unknown>;
  $disconnect(): Promise<void>;
}
export type PrismaClientClass = new (options: {
  adapter: ReturnType<typeof createPrismaAdapter>;
}) => PrismaClientLike;

export interface ServiceDefinition<S extends BaseConfigSchema = BaseConfigSchema> {
  /** The queue group, the Postgres schema, and the first segment of every subject it answers. */
  name: string;
  /** The service's settings: baseConfigSchema extended with its own. */
  config: S;
  /** The generated PrismaClient class: provided for injection by that class, checked by health. */
  prisma?: PrismaClientClass;
  /**
   * Records domain events in a transactional outbox (its schema has `outbox_event`): the events
   * module's `record` and `flush`, and a relay. Needs `prisma`.
   */
  outbox?: boolean;
  /** Provides ioredis' `Redis` for injection, checked by health. */
  redis?: boolean;
  /** The service's features, one Nest module each. */
  features: Type<unknown>[];
  /** More health checks (providers of the features). */
  healthChecks?: Type<HealthCheck>[];
}

/** Declares a service: `export const boardsService = defineService({ name: 'boards', ... })`. */
export function defineService<S extends BaseConfigSchema>(
  definition: ServiceDefinition<S>,
): ServiceDefinition<S> {
  return definition;
}

export type ConfigOf<D> = D extends ServiceDefinition<infer S> ? z.output<S> : never;

/** Closes a client when the application shuts down: after event consumers stopped (module destroy). */
class ShutdownHook implements OnApplicationShutdown {
  constructor(private readonly close: () => Promise<unknown>) {}
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

const CLOSE_PRISMA = Symbol('CLOSE_PRISMA');
const CLOSE_REDIS = Symbol('CLOSE_REDIS');
const CLOSE_RPC = Symbol('CLOSE_RPC');

/** Prisma (bound to the service's schema), Redis and the RPC client, each closed at shutdown. */
function infrastructure(definition: ServiceDefinition, config: BaseConfig): Provider[] {
  const { prisma: Prisma } = definition;
  const providers: Provider[] = [
    {
      provide: RpcClient,
      useFactory: async () => {
        const rpc = new RpcClient(config.NATS_URL, config.RPC_TIMEOUT_MS);
        await rpc.connect();
        return rpc;
      },
    },
    {
      provide: CLOSE_RPC,
      inject: [RpcClient],
      useFactory: (rpc: RpcClient) => new ShutdownHook(() => rpc.close()),
    },
  ];
  if (Prisma) {
    providers.push(
      // One pool for Prisma and the few hot reads written in plain SQL (PgPool).
      { provide: PgPool, useFactory: () => createPgPool(config.DATABASE_URL) },
      {
        provide: Prisma,
        inject: [PgPool],
        useFactory: (pool: PgPool) => new Prisma({ adapter: createPrismaAdapter(pool, definition.name) }),
      },
      {
        provide: CLOSE_PRISMA,
        inject: [Prisma, PgPool],
        useFactory: (prisma: PrismaClientLike, pool: PgPool) =>
          new ShutdownHook(async () => {
            await prisma.$disconnect();
            await pool.end();
          }),
      },
    );
  }
  if (Prisma && definition.outbox) {
    providers.push({ provide: OUTBOX_DATABASE, useExisting: PgPool });
  }
  if (definition.redis) {
    providers.push(
      {
        provide: Redis,
        useFactory: () => {
          const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
          watchRedis(redis, 'its caches and limits are skipped or fail');
          return redis;
        },
      },
      {
        provide: CLOSE_REDIS,
        inject: [Redis],
        useFactory: (redis: Redis) => new ShutdownHook(() => redis.quit()),
      },
    );
  }
  providers.push({
    provide: HEALTH_CHECKS,
    inject: [...(Prisma ? [Prisma] : []), ...(definition.redis ? [Redis] : [])],
    useFactory: (...deps: unknown[]): HealthCheck[] => {
      const found: HealthCheck[] = [];
      let next = 0;
      if (Prisma) {
        const prisma = deps[next++] as PrismaClientLike;
        found.push({ name: 'postgres', check: () => prisma.$queryRawUnsafe('SELECT 1') });
      }
      if (definition.redis) {
        const redis = deps[next++] as Redis;
        found.push({ name: 'redis', check: () => redis.ping() });
      }
      return found;
    },
  });
  return providers;
}

@Global()
@Module({})
class ServiceCoreModule {
  static forRoot(definition: ServiceDefinition, config: BaseConfig): DynamicModule {
    const exported: InjectionToken[] = [SERVICE_CONFIG, SERVICE_NAME, RpcClient, DomainEvents];
    if (definition.prisma) exported.push(definition.prisma, PgPool);
    if (definition.redis) exported.push(Redis);
    return {
      module: ServiceCoreModule,
      imports: [DiscoveryModule],
      controllers: [healthController(definition.name, definition.healthChecks ?? [])],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: SERVICE_NAME, useValue: definition.name },
        ...infrastructure(definition, config),
        BuiltInHealthChecks,
        DomainEvents,
        EventConsumers,
      ],
      exports: exported,
    };
  }
}

@Module({})
class ServiceRootModule {}

export interface RunningService {
  app: INestMicroservice;
  close(): Promise<void>;
}

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Starts a service on NATS (queue group = its name) with the project's tracing and error rules. */
export async function startService<S extends BaseConfigSchema>(
  definition: ServiceDefinition<S>,
  config: z.output<S>,
): Promise<RunningService> {
  startTelemetry(definition.name);
  const root: DynamicModule = {
    module: ServiceRootModule,
    imports: [ServiceCoreModule.forRoot(definition as ServiceDefinition, config), ...definition.features],
  };
  const server = new DrainingServerNats({ ...natsOptions(config.NATS_URL), queue: definition.name });
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(root, {
    strategy: server,
    logger: LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL) + 1),
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalInterceptors(
    new RpcTracingInterceptor(),
    new ActingAsInterceptor(new ActorVerifier(config.ACTOR_VERIFY_KEY)),
  );
  await app.listen();
  const logger = new Logger(definition.name);
  logger.log(`listening on ${natsOptions(config.NATS_URL).servers.join(',')} (queue ${definition.name})`);
  return {
    app,
    close: async () => {
      // Calls first: the queue group's other instances take the new ones while these are answered;
      // then event consumers, the outbox, Prisma and Redis close (Nest's hooks).
      await server.stopTaking(DRAIN_MAX_MS);
      await app.close();
      await stopTelemetry();
    },
  };
}

/** How long a stopping service waits for the calls it took to be answered (under the RPC timeout). */
const DRAIN_MAX_MS = 10_000;

/**
 * A service's main.ts: `await runService(boardsService)` (settings from the environment). SIGTERM
 * or SIGINT stops it gracefully (RunningService.close): a rolling restart fails no call.
 */
export async function runService<S extends BaseConfigSchema>(
  definition: ServiceDefinition<S>,
): Promise<RunningService> {
  const running = await startService(definition, loadConfig(definition.config));
  const logger = new Logger(definition.name);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: taking no more calls, answering those taken, then stopping`);
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error(`stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return running;
}
