import { loadConfig } from '@pinboard/service-kit';
import { startUsersService } from './app.js';
import { usersConfigSchema } from './config.js';

await startUsersService(loadConfig(usersConfigSchema));
