import { runService } from '@pinboard/service-kit';
import { offsiteService } from './service.js';

await runService(offsiteService);
