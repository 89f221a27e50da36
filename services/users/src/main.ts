import { runService } from '@pinboard/service-kit';
import { usersService } from './service.js';

await runService(usersService);
