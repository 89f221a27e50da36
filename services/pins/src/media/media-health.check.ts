import { Injectable } from '@nestjs/common';
import { InjectConfig, type HealthCheck } from '@pinboard/service-kit';
import { access, constants, mkdir } from 'node:fs/promises';
import type { PinsConfig } from '../config.js';

/** Creating a Pin writes files: a read-only or missing MEDIA_ROOT makes the service useless. */
@Injectable()
export class MediaHealthCheck implements HealthCheck {
  readonly name = 'media';

  constructor(@InjectConfig() private readonly config: PinsConfig) {}

  async check(): Promise<void> {
    await mkdir(this.config.MEDIA_ROOT, { recursive: true });
    await access(this.config.MEDIA_ROOT, constants.W_OK);
  }
}
