import { Controller, Inject, Injectable, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { healthRpc, type HealthReply } from '@pinboard/contracts';
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
        await Promise.race([
          dependency.check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
          }),
        ]);
        details[name] = { status: 'up' };
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
      return checkHealth(service, [...this.builtIn.checks, ...own]);
    }
  }
  return HealthController;
}
