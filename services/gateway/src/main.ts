import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@pinboard/service-kit';
import { startGateway } from './app.js';
import { gatewayConfigSchema } from './config.js';

const config = loadConfig(gatewayConfigSchema);
const gateway = await startGateway(config);
const logger = new Logger('gateway');
logger.log(`listening on ${gateway.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
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
