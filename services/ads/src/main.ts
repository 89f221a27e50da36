import { runService } from '@pinboard/service-kit';
import { adsService } from './service.js';

await runService(adsService);
