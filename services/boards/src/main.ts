import { runService } from '@pinboard/service-kit';
import { boardsService } from './service.js';

await runService(boardsService);
