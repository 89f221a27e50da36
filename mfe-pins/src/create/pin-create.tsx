import { useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Box, Button, Flex, Heading, SegmentedControl, SelectList, Spinner, Text, TextField } from 'gestalt';
import { DescriptionField } from '../edit/description-field';
import { Link, useNavigate } from 'react-router';
import { failureText, PIN_TITLE_MAX, PinTexts } from '@pinboard/contracts/web';
import { pageTitle, useDocumentTitle } from '@pinboard/web-kit';
import { PinsRoot } from '../common/pins-root';
import type { PinsExposes } from '../exposes';
import { sortBoards } from '../save/board-order';
import { useBoardPicker } from '../save/use-board-picker';
import { grabFrame } from '../video/frame';
import { MediaPicker } from './media-picker';
import { StoryPagesEditor } from './story-pages';
import { useMediaUpload } from './use-media-upload';
import { storyReady } from './story-draft';
import { isNewPage, storyPagesSent } from './story-sent';
import { useStoryPages } from './use-story-pages';

/** What the builder makes: a Pin (one picture or video), or an Idea Pin (SPEC §3 story_pin_data, pages). */
type Kind = 'pin' | 'story';
const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'pin', label: 'Pin' },
  { kind: 'story', label: 'Idea Pin' },
];

interface Draft {
  imageUrl: string;
  title: string;
  description: string;
  link: string;
  boardId: string;
}

function PinCreateForm({ host }: PinsExposes['PinCreate']) {
  // The boards the viewer may save to, last saved to first.
  const picker = useBoardPicker(host.api, null);
  const boards = picker.data?.all_boards ?? (picker.isError ? [] : null);
  const [draft, setDraft] = useState<Draft>({
    imageUrl: '',
    title: '',
    description: '',
    link: '',
    boardId: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  // An uploaded image or video instead of the image URL (SPEC §7 VIPResource, media_upload_id).
  const upload = useMediaUpload(host.api);
  const media = upload.media;
  const videoRef = useRef<HTMLVideoElement>(null);
  const uploading = media !== null && media.phase !== 'succeeded' && media.phase !== 'failed';
  const [kind, setKind] = useState<Kind>('pin');
  // The heading, the page title and the button name what is being made.
  const making = kind === 'pin' ? 'Create Pin' : 'Create Idea Pin';
  useDocumentTitle(pageTitle(making));
  // An Idea Pin's pages, each its own upload; video pages' previews give their covers on Create.
  const story = useStoryPages(host.api);
  const storyVideos = useRef(new Map<string, HTMLVideoElement>());
  const busy = kind === 'pin' ? uploading : !storyReady(story.pages);
  const set =
    (field: keyof Draft) =>
    ({ value }: { value: string }) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setError(null);
    };

  /** One of the form's text fields, bound to its part of the draft. */
  const field = (
    key: 'imageUrl' | 'title' | 'link',
    props: Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'>,
  ) => <TextField {...props} value={draft[key]} onChange={set(key)} />;

  if (boards === null) return <Spinner show accessibilityLabel="Loading boards" />;
  const boardId = draft.boardId || boards[0]?.id || '';

  /** The Pin's picture: the uploaded file (a video with its cover frame), or the image URL. */
  const picture = async (): Promise<
    | { image_url: string }
    | { media_upload_id: string; image_base64?: string; video_thumbnail_time?: number }
    | { error: string }
  > => {
    if (!media)
      return draft.imageUrl.trim() ? { image_url: draft.imageUrl.trim() } : { error: PinTexts.invalidImage };
    if (media.phase === 'failed') return { error: media.error ?? PinTexts.invalidImage };
    if (media.phase !== 'succeeded' || !media.uploadId) return { error: PinTexts.uploadNotReady };
    if (media.kind === 'image') return { media_upload_id: media.uploadId };
    const video = videoRef.current;
    if (!video) return { error: PinTexts.videoNeedsCover };
    try {
      const cover = await grabFrame(video, media.coverTime);
      return { media_upload_id: media.uploadId, image_base64: cover, video_thumbnail_time: media.coverTime };
    } catch {
      return { error: PinTexts.videoNeedsCover };
    }
  };

  /** A new Idea Pin's pages, as sent: every one new (an upload and its text). */
  const storyPages = async () => {
    const sent = await storyPagesSent(story.pages, storyVideos.current);
    return 'error' in sent ? sent : { story_pages: sent.story_pages.filter(isNewPage) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || (kind === 'pin' && uploading)) return;
    if (kind === 'pin' && !media && !draft.imageUrl.trim()) return setError(PinTexts.invalidImage);
    if (!boardId) return setError(PinTexts.chooseBoard);
    setSaving(true);
    const source = kind === 'pin' ? await picture() : await storyPages();
    if ('error' in source) {
      setSaving(false);
      return setError(source.error);
    }
    const result = await host.api.create('PinResource', {
      board_id: boardId,
      ...source,
      title: draft.title.trim(),
      description: draft.description.trim(),
      link: draft.link.trim(),
    });
    setSaving(false);
    if (!result.ok) return setError(failureText(result.error));
    navigate(`/pin/${result.data.id}/`);
  };

  return (
    <form
      className="pb-pin-create"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="pb-pin-create-heading"
    >
      <Box display="flex" justifyContent="between" alignItems="center" marginBottom={6}>
        <Heading size="600" id="pb-pin-create-heading" accessibilityLevel={1}>
          {making}
        </Heading>
        <Button
          text={saving ? 'Creating…' : making}
          type="submit"
          color="red"
          size="lg"
          disabled={saving || busy}
        />
      </Box>
      <div className="pb-pin-create__kind">
        <SegmentedControl
          items={KINDS.map((item) => item.label)}
          selectedItemIndex={KINDS.findIndex((item) => item.kind === kind)}
          onChange={({ activeIndex }) => {
            if (saving) return;
            setKind(KINDS[activeIndex]?.kind ?? 'pin');
            setError(null);
          }}
        />
      </div>
      <div className="pb-pin-create__layout">
        {kind === 'story' ? (
          <StoryPagesEditor story={story} publishing={saving} videos={storyVideos} />
        ) : (
          <MediaPicker
            media={media}
            refusal={upload.refusal}
            imageUrl={draft.imageUrl}
            publishing={saving && media !== null}
            videoRef={videoRef}
            onChoose={(file) => {
              setError(null);
              upload.choose(file);
            }}
            onClear={upload.clear}
            onVideoRead={upload.videoRead}
            onUnreadable={upload.unreadable}
            onCoverTime={upload.setCoverTime}
          />
        )}
        <Flex direction="column" gap={{ column: 4, row: 0 }} flex="grow">
          {kind === 'pin'
            ? field('imageUrl', {
                id: 'pb-pin-image-url',
                label: 'Image URL',
                type: 'url',
                placeholder: 'https://…',
                // One picture: an uploaded file takes the image URL's place.
                disabled: media !== null,
                ...(media && { helperText: 'Remove the file to use an image URL instead.' }),
              })
            : null}
          {field('title', {
            id: 'pb-pin-title',
            label: 'Title',
            placeholder: 'Add a title',
            maxLength: { characterCount: PIN_TITLE_MAX, errorAccessibilityLabel: 'Title too long' },
          })}
          <DescriptionField
            id="pb-pin-description"
            host={host}
            value={draft.description}
            onChange={(value) => set('description')({ value })}
          />
          {field('link', { id: 'pb-pin-link', label: 'Link', type: 'url', placeholder: 'Add a link' })}
          {boards.length ? (
            <SelectList id="pb-pin-board" label="Board" value={boardId} onChange={set('boardId')}>
              {sortBoards(boards).map((board) => (
                <SelectList.Option
                  key={board.id}
                  label={board.privacy === 'secret' ? `${board.name} (secret)` : board.name}
                  value={board.id}
                />
              ))}
            </SelectList>
          ) : (
            <Text>
              You need a board first. <Link to="/board/create/">Create board</Link>
            </Text>
          )}
          {error ? (
            <p className="pb-form-error" role="alert">
              {error}
            </p>
          ) : null}
        </Flex>
      </div>
    </form>
  );
}

/** Exposed as mfe_pins/PinCreate: the route '/pin-builder/'. */
export function PinCreate(props: PinsExposes['PinCreate']) {
  return (
    <PinsRoot>
      <PinCreateForm {...props} />
    </PinsRoot>
  );
}
