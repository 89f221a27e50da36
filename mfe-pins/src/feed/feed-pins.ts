import type { InfiniteData } from '@tanstack/react-query';
import type { Pin } from '@pinboard/contracts/web';
import type { ListPage } from '@pinboard/web-kit';

/**
 * The pages' Pins in order, each Pin once. The Pin objects are the pages' own (never copied or
 * mutated), so Masonry's measurement cache stays valid as pages are appended.
 */
export function feedPins(data: InfiniteData<ListPage<Pin>> | undefined): readonly Pin[] {
  const seen = new Set<string>();
  const pins: Pin[] = [];
  for (const page of data?.pages ?? []) {
    for (const pin of page.items) {
      if (seen.has(pin.id)) continue;
      seen.add(pin.id);
      pins.push(pin);
    }
  }
  return pins;
}
