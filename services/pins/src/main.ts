import { loadConfig } from '@pinboard/service-kit';
import { startPinsService } from './app.js';
import { pinsConfigSchema } from './config.js';

await startPinsService(loadConfig(pinsConfigSchema));
