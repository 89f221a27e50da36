import { BOOT_FEED_ELEMENT_ID, type BootFeed, type FeedFirstPage } from '@pinboard/contracts/web';
import type { PinFeedSource } from '@pinboard/host-contract';

let boot: BootFeed | null | undefined;

function readBootFeed(): BootFeed | null {
  const element = document.getElementById(BOOT_FEED_ELEMENT_ID);
  element?.remove();
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootFeed;
  } catch {
    return null;
  }
}

const sameSource = (a: BootFeed['source'], b: PinFeedSource) =>
  a.kind === b.kind &&
  (a.kind !== 'board' ||
    (b.kind === 'board' && a.boardId === b.boardId && (a.sectionId ?? null) === (b.sectionId ?? null)));

/**
 * The HTML's first page for the first grid shown, if it is that grid's (home, or the board or
 * section the page was loaded for); once: a grid shown later, after navigating, asks the API.
 */
export function takeBootFeedPage(source: PinFeedSource): FeedFirstPage | null {
  if (boot === undefined) boot = readBootFeed();
  const page = boot && sameSource(boot.source, source) ? boot.page : null;
  boot = null;
  return page;
}
