import 'reflect-metadata';
import { Logger, type LogLevel, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { RpcErrorFilter, RpcTracingInterceptor } from './rpc-boundary.js';
import { startTelemetry, stopTelemetry } from './telemetry.js';

export interface ServiceBootstrapOptions {
  name: string;
  module: Type<unknown>;
  natsUrl: string;
  /** Queue group so that several instances of a service share the messages. */
  queue: string;
  logLevel?: LogLevel;
}

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Starts a NestJS microservice on NATS with the project's tracing, validation and error rules. */
export async function bootstrapService(options: ServiceBootstrapOptions) {
  startTelemetry(options.name);
  const level = options.logLevel ?? 'log';
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(options.module, {
    transport: Transport.NATS,
    options: { servers: [options.natsUrl], queue: options.queue },
    logger: LEVELS.slice(0, LEVELS.indexOf(level) + 1),
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalInterceptors(new RpcTracingInterceptor());
  app.enableShutdownHooks();
  await app.listen();
  new Logger(options.name).log(`listening on ${options.natsUrl} (queue ${options.queue})`);
  const close = async () => {
    await app.close();
    await stopTelemetry();
  };
  return { app, close };
}
