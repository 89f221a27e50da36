import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RuntimeConfig } from '@pinboard/contracts';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../tokens.js';

/** Where the shell finds each remote at run time; an operator can point one elsewhere. */
@Controller()
export class RuntimeConfigController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('runtime-config.json')
  @Header('Cache-Control', 'no-cache')
  get(): RuntimeConfig {
    return {
      remotes: {
        mfe_pins: this.config.MFE_PINS_MANIFEST_URL,
        mfe_boards: this.config.MFE_BOARDS_MANIFEST_URL,
      },
    };
  }
}
