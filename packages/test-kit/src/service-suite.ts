/** The service a file of in-process service tests runs, started before its tests and stopped after them. */
import {
  type RpcClient,
  ServiceError,
  startService,
  type BaseConfigSchema,
  type RunningService,
  type ServiceDefinition,
} from '@pinboard/service-kit';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { z } from 'zod';
import { serviceTestConfig, testEnv, testRpcClient } from './env.js';
import { deleteEventConsumers, EventWatcher } from './events.js';
import { migrateServices, startServices, type ServicesUnderTest } from './services.js';

export interface ServiceSuiteOptions {
  /** Settings over serviceTestConfig's. */
  config?: Record<string, string>;
  /** The services it calls, run from their builds as child processes (startServices). */
  needs?: readonly string[];
  /** How long a request may take: longer where a request goes on through other services. */
  rpcTimeoutMs?: number;
  /** Watch the domain events published from now on (`watcher`). */
  watchEvents?: boolean;
}

export interface ServiceSuite<S extends BaseConfigSchema> {
  /** Its configuration: its event consumers are named with a prefix of this run's own. */
  config: z.output<S>;
  /** A client on the test NATS, connected before the first test. */
  rpc: RpcClient;
  /** With `watchEvents`: started before the first test. */
  watcher: EventWatcher;
  /** Closes the service, for a test that starts it again (the after hook closes what runs then). */
  closeService(): Promise<void>;
  /** Starts the service again after closeService, with `config` unless told. */
  startService(config?: z.output<S>): Promise<void>;
}

/**
 * A service in-process for the tests of the `describe` that calls this: its migrations applied,
 * the services it needs started, and an RPC client; all stopped after the tests, and its event
 * consumers deleted. The `before` and `after` hooks are registered by this call, so the describe's
 * own hooks run after them (its rows are deleted once the service is closed). Not at the top of a
 * file: node:test starts a top-level `before` at once, not in turn.
 */
export function serviceSuite<S extends BaseConfigSchema>(
  definition: ServiceDefinition<S>,
  { config: overrides, needs = [], rpcTimeoutMs = 10_000, watchEvents = false }: ServiceSuiteOptions = {},
): ServiceSuite<S> {
  const env = testEnv();
  const config = serviceTestConfig(definition, overrides);
  // Neither connects until the before hook: both can be handed out now.
  const rpc = testRpcClient(rpcTimeoutMs);
  const watcher = new EventWatcher();
  let needed: ServicesUnderTest | undefined;
  let service: RunningService | undefined;

  const start = async (settings = config) => {
    service = await startService(definition, settings);
  };
  const close = async () => {
    await service?.close();
    service = undefined;
  };

  before(async () => {
    await migrateServices([definition.name]);
    if (needs.length) needed = await startServices({ only: needs });
    await start();
    await rpc.connect();
    if (watchEvents) await watcher.start(env.natsUrl);
  });

  after(async () => {
    await close();
    await needed?.stop();
    await deleteEventConsumers(env.natsUrl, config.EVENT_CONSUMER_PREFIX!);
    await Promise.all([rpc.close(), watcher.close()]);
  });

  return { config, rpc, watcher, closeService: close, startService: start };
}

/** The ServiceError a call was refused with (a test failure if it was answered, or failed otherwise). */
export async function refusalOf(call: Promise<unknown>): Promise<ServiceError> {
  const err = await call.then(
    () => assert.fail('the call was answered, not refused'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof ServiceError, String(err));
  return err;
}
