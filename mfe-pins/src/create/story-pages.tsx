import { useEffect, useState, type RefObject } from 'react';
import { IconButton, Text, TextArea } from 'gestalt';
import { PinTexts, STORY_PAGE_TEXT_MAX, STORY_PAGES_MAX } from '@pinboard/contracts/web';
import { formatDuration, UPLOAD_ACCEPT, UploadTexts } from '../video/media';
import { CoverSlider, UploadStatus } from './media-picker';
import { StoryTexts } from './story-draft';
import type { DraftPage, useStoryPages } from './use-story-pages';
import { useFileDrop } from './use-file-drop';

type StoryPages = ReturnType<typeof useStoryPages>;

interface StoryPagesProps {
  story: StoryPages;
  /** The Idea Pin is being created: nothing changes meanwhile. */
  publishing: boolean;
  /** Each video page's preview, by page key: its cover is grabbed from it on Create. */
  videos: RefObject<Map<string, HTMLVideoElement>>;
}

interface StoryPagesEditorProps extends StoryPagesProps {
  /** A column of a form (Edit this Pin), not a side of the builder's layout. */
  inForm?: boolean;
}

/** A page's picture, or its video at the cover frame (read by the browser before it uploads). */
function PageThumb({
  page,
  n,
  story,
  videos,
}: { page: DraftPage; n: number } & Pick<StoryPagesProps, 'story' | 'videos'>) {
  const { media } = page;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // The preview shows the cover frame: moved there whenever the slider moves.
  useEffect(() => {
    if (video && media?.video && Math.abs(video.currentTime - media.coverTime) > 0.01) {
      video.currentTime = media.coverTime;
    }
  }, [media?.coverTime, media?.video, video]);
  if (page.kept !== null) {
    // A page the Idea Pin has: its picture, a video's cover with its length.
    const { duration, imageUrl } = page.kept;
    return (
      <div className="pb-story-page__thumb">
        <img src={imageUrl} alt={duration === null ? `Page ${n} picture` : `Page ${n} video cover`} />
        {duration !== null ? (
          <span className="pb-story-page__duration" aria-hidden="true">
            {formatDuration(duration)}
          </span>
        ) : null}
      </div>
    );
  }
  if (page.media.kind === 'image') {
    return (
      <div className="pb-story-page__thumb">
        <img
          src={page.media.url}
          alt={`Page ${n} picture`}
          onError={() => story.unreadable(page.key, PinTexts.invalidImage)}
        />
      </div>
    );
  }
  return (
    <div className="pb-story-page__thumb pb-story-page__thumb--video">
      <video
        ref={(element) => {
          setVideo(element);
          if (element) videos.current.set(page.key, element);
          else videos.current.delete(page.key);
        }}
        src={page.media.url}
        aria-label={`Page ${n} video`}
        muted
        playsInline
        preload="auto"
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          story.videoRead(page.key, {
            duration: element.duration,
            width: element.videoWidth,
            height: element.videoHeight,
          });
        }}
        onError={() => story.unreadable(page.key, PinTexts.invalidVideo)}
      />
      {page.media.video ? (
        <span className="pb-story-page__duration" aria-hidden="true">
          {formatDuration(page.media.video.duration)}
        </span>
      ) : null}
    </div>
  );
}

/** One page: its preview, upload state, cover frame (a video), text, and its place in the list. */
function PageRow({
  page,
  index,
  total,
  story,
  publishing,
  videos,
  inForm,
}: { page: DraftPage; index: number; total: number; inForm: boolean } & StoryPagesProps) {
  // Under the form's own 'Pages' heading (h2) in Edit this Pin; under the builder's h1 otherwise.
  const Title = inForm ? 'h3' : 'h2';
  const n = index + 1;
  const { media } = page;
  return (
    <li className="pb-story-page" aria-labelledby={`${page.key}-title`}>
      <PageThumb page={page} n={n} story={story} videos={videos} />
      <div className="pb-story-page__body">
        <div className="pb-story-page__head">
          <Title className="pb-story-page__title" id={`${page.key}-title`}>
            Page {n}
          </Title>
          <div className="pb-story-page__tools">
            <IconButton
              icon="arrow-up"
              size="sm"
              accessibilityLabel={`Move page ${n} up`}
              disabled={publishing || index === 0}
              onClick={() => story.move(page.key, -1)}
            />
            <IconButton
              icon="arrow-down"
              size="sm"
              accessibilityLabel={`Move page ${n} down`}
              disabled={publishing || index === total - 1}
              onClick={() => story.move(page.key, 1)}
            />
            <IconButton
              icon="trash-can"
              size="sm"
              accessibilityLabel={`Remove page ${n}`}
              disabled={publishing}
              onClick={() => story.remove(page.key)}
            />
          </div>
        </div>
        {media ? <UploadStatus media={media} publishing={false} /> : null}
        {media?.kind === 'video' && media.video && media.phase !== 'failed' ? (
          <CoverSlider
            id={`${page.key}-cover`}
            label={`Page ${n} cover frame`}
            media={media}
            onCoverTime={(seconds) => story.setCoverTime(page.key, seconds)}
          />
        ) : null}
        <TextArea
          id={`${page.key}-text`}
          label={`Page ${n} text`}
          placeholder="Add words to this page"
          rows={2}
          value={page.text}
          disabled={publishing}
          maxLength={{
            characterCount: STORY_PAGE_TEXT_MAX,
            errorAccessibilityLabel: `Page ${n} text too long`,
          }}
          onChange={({ value }) => story.setText(page.key, value)}
        />
      </div>
    </li>
  );
}

/**
 * The Idea Pin's pages in the Pin builder (SPEC §3 story_pin_data): 'Add a page' takes image or
 * video files (one upload each, as a Pin's file); each page shows its preview, its upload, its
 * cover frame (a video), its text, and moves up or down or goes. The column takes dropped files.
 */
export function StoryPagesEditor({ story, publishing, videos, inForm = false }: StoryPagesEditorProps) {
  const { pages } = story;
  const full = pages.length >= STORY_PAGES_MAX;
  const take = (files: FileList | null) => {
    if (files && files.length > 0) story.add([...files]);
  };
  const { dragging, handlers } = useFileDrop(take, !publishing && !full);
  return (
    <div
      className={[
        'pb-story-pages',
        inForm ? 'pb-story-pages--in-form' : '',
        dragging ? 'pb-pin-create__media--dragging' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      {...handlers}
    >
      {pages.length > 0 ? (
        <ol className="pb-story-pages__list" aria-label="Pages">
          {pages.map((page, index) => (
            <PageRow
              key={page.key}
              page={page}
              index={index}
              total={pages.length}
              story={story}
              publishing={publishing}
              inForm={inForm}
              videos={videos}
            />
          ))}
        </ol>
      ) : (
        <div className="pb-story-pages__empty">
          <Text align="center">An Idea Pin tells a story over pages: add its first page.</Text>
        </div>
      )}
      {story.refusal ? (
        <p className="pb-form-error" role="alert">
          {story.refusal}
        </p>
      ) : null}
      <div className="pb-upload">
        <input
          id="pb-story-add"
          className="pb-upload__input"
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={publishing || full}
          aria-describedby="pb-story-add-hint"
          onClick={(event) => {
            event.currentTarget.value = '';
          }}
          onChange={(event) => take(event.target.files)}
        />
        <label htmlFor="pb-story-add" className="pb-upload__button">
          Add a page
        </label>
        <span className="pb-story-pages__count">
          {pages.length} of {STORY_PAGES_MAX} pages
        </span>
      </div>
      <Text size="100">
        <span id="pb-story-add-hint">
          {full ? StoryTexts.full : StoryTexts.needPages} {UploadTexts.hint}
        </span>
      </Text>
    </div>
  );
}
