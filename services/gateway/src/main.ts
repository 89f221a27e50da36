import 'reflect-metadata';
import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@pinboard/service-kit';
import { startGateway } from './app.js';
import { gatewayConfigSchema, type GatewayConfig } from './config.js';

const config = loadConfig(gatewayConfigSchema);
const logger = new Logger('gateway');
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** How long a stopping primary waits for its workers to answer what they took. */
const WORKERS_STOP_MS = 20_000;

/** One gateway process: serves until SIGINT or SIGTERM, then answers what it took and exits. */
async function serve(settings: GatewayConfig): Promise<void> {
  const gateway = await startGateway(settings);
  logger.log(`listening on ${gateway.url}${cluster.isWorker ? ` (worker ${process.pid})` : ''}`);
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      gateway.close().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error(`shutdown failed: ${String(err)}`);
          process.exit(1);
        },
      );
    });
  }
}

/**
 * GATEWAY_WORKERS > 1: this process forks that many gateways sharing the port (node:cluster hands
 * them connections in turn), starts another when one dies, and on SIGINT or SIGTERM passes the
 * signal on and exits once every worker has stopped.
 */
function superviseWorkers(workers: number): void {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.warn(
      `worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another in 1 s`,
    );
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, 1000);
  });
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {});
      if (running.length === 0) process.exit(0);
      for (const worker of running) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), WORKERS_STOP_MS).unref();
    });
  }
  logger.log(`${workers} workers sharing port ${config.PORT}`);
}

if (config.GATEWAY_WORKERS > 1 && cluster.isPrimary) superviseWorkers(config.GATEWAY_WORKERS);
else await serve(config);
