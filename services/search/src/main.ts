import { runService } from '@pinboard/service-kit';
import { searchService } from './service.js';

await runService(searchService);
