import { Controller, Inject, Injectable, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { healthRpc, type HealthReply } from '@pinboard/contracts';
import { EventConsumers } from './events.module.js';
import { RpcHandler } from './rpc-handler.js';

/** One dependency a service cannot work without; `check` throws (or times out) when it is down. */
export interface HealthCheck {
  readonly name: string;
  check(): Promise<unknown>;
}

/** Runs each check with a time bound and reports up/down per dependency. */
export async function checkHealth(
  service: string,
  checks: readonly HealthCheck[],
  timeoutMs = 2000,
): Promise<HealthReply> {
  const details: HealthReply['details'] = {};
  await Promise.all(
    checks.map(async (dependency) => {
      const { name } = dependency;
      let timer: NodeJS.Timeout | undefined;
      try {
        const result = await Promise.race([
          dependency.check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
          }),
        ]);
        details[name] = { status: 'up', ...pendingOf(result) };
      } catch (err) {
        details[name] = { status: 'down', message: err instanceof Error ? err.message : String(err) };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const status = Object.values(details).every((d) => d.status === 'up') ? 'up' : 'down';
  return { service, status, details };
}

/** A check may answer how much work is waiting (event consumers' lag): it is reported with it. */
function pendingOf(result: unknown): { pending: number; message: string } | object {
  if (typeof result !== 'object' || result === null || !('pending' in result)) return {};
  const { pending } = result as { pending: unknown };
  if (typeof pending !== 'number') return {};
  return { pending, message: pending === 1 ? '1 event to apply' : `${pending} events to apply` };
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

/** The checks service-kit adds itself (postgres, redis), built from the service's definition. */
@Injectable()
export class BuiltInHealthChecks {
  constructor(@Inject(HEALTH_CHECKS) readonly checks: HealthCheck[]) {}
}

/** `<service>.health.check`: the built-in checks plus the service's own (resolved from any module). */
export function healthController(service: string, extra: readonly Type<HealthCheck>[]): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(
      private readonly builtIn: BuiltInHealthChecks,
      private readonly modules: ModuleRef,
    ) {}

    @RpcHandler(healthRpc(service))
    check(): Promise<HealthReply> {
      const own = extra.map((type) => this.modules.get(type, { strict: false }));
      const consumers = this.modules.get(EventConsumers, { strict: false });
      // A service that consumes events reports how far behind it is (down if NATS cannot say).
      const events: HealthCheck[] = consumers.consuming
        ? [
            {
              name: 'events',
              check: async () => ({
                pending: Object.values(await consumers.lag()).reduce((sum, n) => sum + n, 0),
              }),
            },
          ]
        : [];
      return checkHealth(service, [...this.builtIn.checks, ...events, ...own]);
    }
  }
  return HealthController;
}
