import { CommonTexts, ErrorCode } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import pLimit from 'p-limit';

/**
 * At most `concurrency` images decoded and resized at once (each can take hundreds of MB and a core),
 * and at most `queueMax` waiting: past that, an upload is refused as "try again in a moment" instead
 * of piling up in memory until the process dies.
 */
export class ProcessingSlots {
  private readonly limit: pLimit.Limit;

  constructor(
    private readonly concurrency: number,
    private readonly queueMax: number,
  ) {
    this.limit = pLimit(concurrency);
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    // Counted together: p-limit starts a queued task a moment after it is added.
    if (this.limit.activeCount + this.limit.pendingCount >= this.concurrency + this.queueMax) {
      return Promise.reject(new ServiceError(ErrorCode.Unavailable, CommonTexts.unavailable));
    }
    return this.limit(work);
  }
}
