import { runService } from '@pinboard/service-kit';
import { billingService } from './service.js';

await runService(billingService);
