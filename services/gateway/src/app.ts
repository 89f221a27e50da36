import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { connect } from '@nats-io/transport-node';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_BODY_BYTES } from '@pinboard/contracts';
import { services } from '@pinboard/parts';
import {
  natsOptions,
  RpcClient,
  startTelemetry,
  stopTelemetry,
  watchRedis,
  withViewerCountry,
} from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import { constants as zlibConstants } from 'node:zlib';
import type { GatewayConfig } from './config.js';
import { EnvelopeFilter } from './envelope/envelope.filter.js';
import { GatewayModule } from './gateway.module.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { answerClientError, answerFrameworkError } from './http/client-errors.js';
import { countryOfRequest, ViewerCountryInterceptor } from './http/viewer-country.js';
import { registerNulGuard } from './http/nul-guard.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerCsrf } from './session/csrf.js';
import fastifyMultipart from '@fastify/multipart';
import { loadResourceRegistry } from './resources/resource-registry.js';
import { registerResourceRoute } from './resources/resource-route.js';
import { ResourceRunner } from './resources/resource.runner.js';
import { ANSWER_BROTLI_QUALITY, ANSWER_COMPRESS_THRESHOLD } from './resources/written-answers.js';
import { servedRemotes } from './static/remotes.js';
import { registerStaticRoutes } from './static/static-routes.js';
import { bootContentFrom, isBootContentPath } from './static/boot-content.js';
import { SessionReader } from './session/session.reader.js';
import { sessionTokenOf } from './session/cookies.js';
import { registerRequestTracing, RequestSpanInterceptor } from './telemetry/request-tracing.js';

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug'];

/** ioredis reconnects by itself; say so once per outage instead of an unhandled error per retry. */
/**
 * Starts the HTTP gateway on config.HOST:config.PORT (0 picks a free port). `env` holds the
 * per-remote settings (MFE_<X>_DIST, MFE_<X>_MANIFEST_URL), whose names depend on what is discovered.
 */
export async function startGateway(
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningGateway> {
  const logLevels = LEVELS.slice(0, LEVELS.indexOf(config.LOG_LEVEL) + 1);
  // Before anything logs: static setup warns about missing dist folders ahead of Nest's start.
  Logger.overrideLogger(logLevels);
  startTelemetry('gateway');
  const rpc = new RpcClient(config.NATS_URL, config.RPC_TIMEOUT_MS, {
    signingKey: config.ACTOR_SIGNING_KEY,
  });
  await rpc.connect();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  watchRedis(redis, 'sessions fail with 503');
  const nats = await connect({ ...natsOptions(config.NATS_URL), name: 'gateway-health' });

  const adapter = new FastifyAdapter({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const fastify = adapter.getInstance();
  // Stopping: a connection kept alive would hold the server open until its keep-alive timeout
  // (72 s). Once closing, every answer says Connection: close and connections are closed as soon
  // as they are idle, so the gateway exits once the requests it took are answered.
  let closing = false;
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  registerRequestTracing(fastify);
  await fastify.register(fastifyCookie);
  // Answers over 1 KB go compressed to clients that take it, brotli at a quality that costs little
  // CPU per answer; static files come with their copies made at build (nothing is compressed twice).
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: ANSWER_COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });
  registerCsrf(fastify, config.COOKIE_SECURE);
  registerNulGuard(fastify);
  registerBodyParsers(fastify);
  // Uploads only (uploads/uploads.controller.ts): a multipart body is read there, as a stream.
  await fastify.register(fastifyMultipart);
  const remotes = servedRemotes(env);
  registerSecurityHeaders(fastify, remotes);
  // The home and board pages' HTML carries their first Pins as the viewer sees them (static/boot-content.ts).
  const sessions = new SessionReader(redis);
  const bootContentOf = bootContentFrom(rpc);
  await registerStaticRoutes(fastify, config, remotes, async (request, path) => {
    if (!isBootContentPath(path)) return null;
    const viewer = await sessions.actorFor(sessionTokenOf(request, config.COOKIE_SECURE));
    // As the grid's own call would be: its first page (promoted Pins too) is the grid's.
    const country = countryOfRequest(request.headers, config.GEO_COUNTRY_HEADER);
    return withViewerCountry(country, () => bootContentOf(path, viewer?.id ?? null));
  });

  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot({
      config,
      rpc,
      redis,
      nats,
      resources: await loadResourceRegistry(),
      remotes,
      services: services().map((part) => part.name),
    }),
    adapter,
    { bodyParser: false, logger: logLevels },
  );
  app.useGlobalFilters(new EnvelopeFilter());
  app.useGlobalInterceptors(
    new RequestSpanInterceptor(),
    new ViewerCountryInterceptor(config.GEO_COUNTRY_HEADER),
  );
  // Nest's routes and its error handler first; then the resource calls' own route (resource-route.ts).
  await app.init();
  registerResourceRoute(fastify, app.get(ResourceRunner), config.GEO_COUNTRY_HEADER);
  await app.listen({ port: config.PORT, host: config.HOST });

  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      closing = true;
      const sweep = setInterval(() => fastify.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await Promise.allSettled([rpc.close(), redis.quit(), nats.close()]);
      await stopTelemetry();
    },
  };
}
