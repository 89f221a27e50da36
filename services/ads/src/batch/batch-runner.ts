import { Logger } from '@nestjs/common';
import { AdsTexts, httpStatusOf, type AdsException, type BatchReply } from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { z } from 'zod';

const logger = new Logger('BatchRunner');

/** v5's exception for one object: the numeric code of our error code, and its message. */
export function exceptionOf(err: ServiceError): AdsException {
  return { code: httpStatusOf(err.code).api_error_code, message: err.message };
}

/** The exception for whatever one object's write threw: an unexpected error is logged, and internal. */
export function exceptionOfFailure(err: unknown): AdsException {
  if (!(err instanceof ServiceError))
    logger.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  return exceptionOf(err instanceof ServiceError ? err : ServiceError.internal());
}

/**
 * A v5 batch: each object parsed with `schema` and written by `write` on its own, in order, so
 * one bad object fails alone and the answer has one result per object. An object naming another
 * ad account than the path's is refused.
 */
export async function runBatch<S extends z.ZodType<{ ad_account_id?: string | undefined }>, T>(
  objects: readonly Record<string, unknown>[],
  adAccountId: string,
  schema: S,
  write: (fields: z.output<S>) => Promise<T>,
): Promise<BatchReply<T>> {
  const items: BatchReply<T>['items'] = [];
  for (const object of objects) {
    try {
      const fields = parseOrThrow(schema, object);
      if (fields.ad_account_id !== undefined && fields.ad_account_id !== adAccountId) {
        throw ServiceError.validation(AdsTexts.otherAdAccount);
      }
      items.push({ data: await write(fields), exceptions: [] });
    } catch (err) {
      items.push({ data: null, exceptions: [exceptionOfFailure(err)] });
    }
  }
  return { items };
}
