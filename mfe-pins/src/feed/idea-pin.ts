import type { Pin, StoryPage } from '@pinboard/contracts/web';

/** What an Idea Pin is called to a screen reader: 'Idea Pin, 5 pages'. */
export const ideaPinLabel = (pages: number) => `Idea Pin, ${pages} page${pages === 1 ? '' : 's'}`;

/** An Idea Pin's pages (SPEC §3 story_pin_data), or null for any other Pin (or one with no pages). */
export function storyPagesOf(pin: Pick<Pin, 'story_pin_data'>): readonly StoryPage[] | null {
  const pages = pin.story_pin_data?.pages;
  return pages && pages.length > 0 ? pages : null;
}
