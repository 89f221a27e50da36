import type { PipeTransform } from '@nestjs/common';
import { Messages, Rpc } from '@pinboard/contracts';
import { ZodPipe } from '@pinboard/service-kit';
import type { z } from 'zod';
import { MediaErrors } from '../media/media.errors.js';

type CreatePinPayload = z.output<typeof Rpc.pins.create.schema>;

/**
 * The contract schema plus SPEC §8: an image that is not a string, or neither/both of image_url
 * and image_base64, is 'Invalid Image' (code INVALID_IMAGE), not a generic validation failure.
 */
export class CreatePinPipe implements PipeTransform<unknown, CreatePinPayload> {
  private readonly zod = new ZodPipe(Rpc.pins.create.schema);

  transform(value: unknown): CreatePinPayload {
    if (typeof value === 'object' && value !== null) {
      const { image_url: url, image_base64: base64 } = value as Record<string, unknown>;
      const notString = (v: unknown) => v !== undefined && typeof v !== 'string';
      if (notString(url) || notString(base64)) throw MediaErrors.invalidImage();
    }
    const parsed = Rpc.pins.create.schema.safeParse(value);
    if (!parsed.success && parsed.error.issues.some((i) => i.message === Messages.invalidImage)) {
      throw MediaErrors.invalidImage();
    }
    return this.zod.transform(value);
  }
}
