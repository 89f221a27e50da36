import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RuntimeConfig } from '@pinboard/contracts';
import { REMOTES } from '../tokens.js';
import { runtimeConfigOf, type ServedRemote } from './remotes.js';

/** Where the shell finds each remote at run time; an operator can point one elsewhere. */
@Controller()
export class RuntimeConfigController {
  private readonly config: RuntimeConfig;

  constructor(@Inject(REMOTES) remotes: ServedRemote[]) {
    this.config = runtimeConfigOf(remotes);
  }

  @Get('runtime-config.json')
  @Header('Cache-Control', 'no-cache')
  get(): RuntimeConfig {
    return this.config;
  }
}
