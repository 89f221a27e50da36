import { Injectable } from '@nestjs/common';
import { PinIndexService } from '../pin-index/pin-index.service.js';

/**
 * How long a promoted Pin's save count is reused. The same few Pins are promoted on every page, so
 * without this each page paid one more query for them (measured: about a third of what serving an
 * ad added to a page's CPU); a count a second or two old is what a page shows anyway.
 */
export const PROMOTED_SAVES_TTL_MS = 2_000;
/** Promoted Pins remembered at most (the least recently read go first). */
const KEPT = 1_000;

/** The save counts of promoted Pins, each read at most once per PROMOTED_SAVES_TTL_MS. */
@Injectable()
export class PromotedSaves {
  private readonly kept = new Map<bigint, { at: number; saves: number | undefined }>();

  constructor(private readonly pins: PinIndexService) {}

  async of(pinIds: readonly bigint[], now = Date.now()): Promise<Map<bigint, number>> {
    const counts = new Map<bigint, number>();
    const missing: bigint[] = [];
    for (const id of pinIds) {
      const known = this.kept.get(id);
      if (!known || now - known.at >= PROMOTED_SAVES_TTL_MS) missing.push(id);
      else if (known.saves !== undefined) counts.set(id, known.saves);
    }
    if (missing.length === 0) return counts;
    const read = await this.pins.savesOfPins(missing);
    for (const id of missing) {
      const saves = read.get(id);
      this.kept.delete(id);
      this.kept.set(id, { at: now, saves });
      if (saves !== undefined) counts.set(id, saves);
    }
    while (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return counts;
  }
}
