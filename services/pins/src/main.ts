import { runService } from '@pinboard/service-kit';
import { pinsService } from './service.js';

await runService(pinsService);
