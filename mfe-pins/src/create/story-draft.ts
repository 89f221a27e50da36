/** The Idea Pin builder's pure rules: when its pages can be sent, how a page moves, what it says. */
import { STORY_PAGES_MAX, STORY_PAGES_MIN } from '@pinboard/contracts/web';

/** What these rules read of a page: where its upload is (none: a page the Idea Pin has). */
interface PageUpload {
  media: { phase: string; uploadId: string | null } | null;
}

/** What an edit reads of a page: which of the Idea Pin's it is (null: a new one), and its words. */
interface EditedPage {
  kept: { index: number } | null;
  text: string;
}

export const StoryTexts = {
  full: `An Idea Pin has at most ${STORY_PAGES_MAX} pages.`,
  needPages: `Add ${STORY_PAGES_MIN} to ${STORY_PAGES_MAX} pages, each an image or a video.`,
  pageFailed: (n: number) => `Page ${n} did not upload: remove it, or add its file again.`,
} as const;

/** What Create (and Save, editing) needs: 2 to 20 pages, every new one uploaded (none on its way). */
export function storyReady(pages: readonly PageUpload[]): boolean {
  return (
    pages.length >= STORY_PAGES_MIN &&
    pages.length <= STORY_PAGES_MAX &&
    pages.every(({ media }) => media === null || (media.phase === 'succeeded' && media.uploadId !== null))
  );
}

/** Whether edited pages differ from the Idea Pin's own (`before`): one new, gone, moved, or reworded. */
export function storyChanged(pages: readonly EditedPage[], before: readonly { text: string }[]): boolean {
  return (
    pages.length !== before.length ||
    pages.some(
      (page, i) => page.kept === null || page.kept.index !== i || page.text.trim() !== before[i]?.text,
    )
  );
}

/** The list with the item at `from` moved `by` places (-1 up, 1 down); unchanged past either end. */
export function moved<T>(list: readonly T[], from: number, by: number): readonly T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || by === 0) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
