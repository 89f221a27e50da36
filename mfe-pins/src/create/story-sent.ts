import { PinTexts, type KeptStoryPage, type StoryPageInput } from '@pinboard/contracts/web';
import { grabFrame } from '../video/frame';
import { storyReady, StoryTexts } from './story-draft';
import type { DraftPage } from './use-story-pages';

/** A page as PinResource create and update take it: an upload, or (editing) a page the Idea Pin has. */
export type StoryPageSent = StoryPageInput | KeptStoryPage;

export const isNewPage = (page: StoryPageSent): page is StoryPageInput => !('page' in page);

/**
 * An Idea Pin's pages as sent, in order: a page it has by its place there, a new one by its upload,
 * a video page with the cover frame grabbed from its preview (`videos`, by page key); or why they
 * cannot be sent yet.
 */
export async function storyPagesSent(
  pages: readonly DraftPage[],
  videos: ReadonlyMap<string, HTMLVideoElement>,
): Promise<{ story_pages: StoryPageSent[] } | { error: string }> {
  const failed = pages.findIndex((page) => page.media?.phase === 'failed');
  if (failed >= 0) return { error: StoryTexts.pageFailed(failed + 1) };
  if (!storyReady(pages)) return { error: PinTexts.storyPagesCount };
  const sent: StoryPageSent[] = [];
  for (const page of pages) {
    const text = page.text.trim();
    if (page.kept !== null) {
      sent.push({ page: page.kept.index, text });
      continue;
    }
    const { media } = page;
    if (!media.uploadId) return { error: PinTexts.uploadNotReady };
    if (media.kind === 'image') {
      sent.push({ media_upload_id: media.uploadId, text });
      continue;
    }
    const video = videos.get(page.key);
    if (!video) return { error: PinTexts.videoNeedsCover };
    try {
      const cover = await grabFrame(video, media.coverTime);
      sent.push({
        media_upload_id: media.uploadId,
        image_base64: cover,
        video_thumbnail_time: media.coverTime,
        text,
      });
    } catch {
      return { error: PinTexts.videoNeedsCover };
    }
  }
  return { story_pages: sent };
}
