import { loadConfig } from '@pinboard/service-kit';
import { startBoardsService } from './app.js';
import { boardsConfigSchema } from './config.js';

await startBoardsService(loadConfig(boardsConfigSchema));
