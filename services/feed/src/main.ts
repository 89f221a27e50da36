import { runService } from '@pinboard/service-kit';
import { feedService } from './service.js';

await runService(feedService);
