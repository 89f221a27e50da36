import { useRef, useState } from 'react';
import { Box, Button, Flex, Heading, Layer, Modal, ModalAlert, SelectList, Text, TextField } from 'gestalt';
import { useQuery } from '@tanstack/react-query';
import { PIN_LINK_MAX, PIN_TITLE_MAX, type PinCloseup } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { dataOf, errorText, OVERLAY_Z_INDEX, useBoardSections } from '@pinboard/web-kit';
import { storyChanged, storyReady } from '../create/story-draft';
import { StoryPagesEditor } from '../create/story-pages';
import { storyPagesSent } from '../create/story-sent';
import { useStoryPages } from '../create/use-story-pages';
import { DescriptionField } from './description-field';
import { isOwnIdeaPin, usePinEdit } from './use-pin-edit';

interface PinEditModalProps {
  host: HostApi;
  pin: PinCloseup;
  onDismiss(): void;
  /** After the Pin was deleted: where it was is the place to go back to. */
  onDeleted(boardUrl: string): void;
}

const NO_SECTION = '';

/**
 * 'Edit this Pin' (SPEC §7 PinResource update and delete): title, description (hashtags
 * suggested as one types), link, and where it is: board and section; for an Idea Pin's creator
 * its pages too (their words and order, pages removed and added, as the Pin builder makes them).
 */
export function PinEditModal({ host, pin, onDismiss, onDeleted }: PinEditModalProps) {
  const { update, remove } = usePinEdit(host, pin);
  const [title, setTitle] = useState(pin.title);
  const [description, setDescription] = useState(pin.description);
  const [link, setLink] = useState(pin.link ?? '');
  const [boardId, setBoardId] = useState(pin.pinned_to_board.id);
  const [sectionId, setSectionId] = useState(pin.section?.id ?? NO_SECTION);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const ownIdeaPin = isOwnIdeaPin(host, pin);
  const pagesBefore = pin.story_pin_data?.pages ?? [];
  const story = useStoryPages(host.api, ownIdeaPin ? pagesBefore : []);
  const storyVideos = useRef(new Map<string, HTMLVideoElement>());
  const pagesChanged = ownIdeaPin && storyChanged(story.pages, pagesBefore);
  const boards = useQuery({
    queryKey: ['pin-edit-boards', host.me?.id ?? null],
    queryFn: () => dataOf(host.api.get('BoardPickerBoardsResource', { shortlist_suggestions: 0 })),
  });
  const sections = useBoardSections(host.api, boardId, 'repin');
  const busy = update.isPending || remove.isPending;
  // The board it is on stays a choice even if the picker leaves it out (an archived board).
  const boardOptions = [
    ...(boards.data?.all_boards.some((b) => b.id === pin.pinned_to_board.id) ? [] : [pin.pinned_to_board]),
    ...(boards.data?.all_boards ?? []),
  ].map((board) => ({ value: board.id, label: board.name }));

  const save = async () => {
    setError(null);
    // The pages are sent only when they changed: unchanged, the Idea Pin's saves stay as they are.
    const pages = pagesChanged ? await storyPagesSent(story.pages, storyVideos.current) : null;
    if (pages && 'error' in pages) return setError(pages.error);
    try {
      await update.mutateAsync({
        title: title.trim(),
        description: description.trim(),
        link: link.trim(),
        board_id: boardId,
        section: sectionId === NO_SECTION ? null : sectionId,
        ...(pages && { story_pages: pages.story_pages }),
      });
      onDismiss();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  if (confirmingDelete) {
    return (
      <Layer zIndex={OVERLAY_Z_INDEX}>
        <ModalAlert
          accessibilityModalLabel="Delete this Pin?"
          heading="Delete this Pin?"
          onDismiss={() => setConfirmingDelete(false)}
          primaryAction={{
            role: 'button',
            accessibilityLabel: 'Delete Pin',
            label: remove.isPending ? 'Deleting…' : 'Delete',
            onClick: () =>
              remove.mutate(undefined, {
                onSuccess: () => onDeleted(pin.pinned_to_board.url),
                onError: (failure) => {
                  setConfirmingDelete(false);
                  setError(errorText(failure));
                },
              }),
          }}
          secondaryAction={{
            role: 'button',
            accessibilityLabel: 'Keep the Pin',
            label: 'Cancel',
            onClick: () => setConfirmingDelete(false),
          }}
        >
          <Text>Once you delete a Pin, you can't undo it!</Text>
        </ModalAlert>
      </Layer>
    );
  }

  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Edit this Pin"
        heading="Edit this Pin"
        onDismiss={onDismiss}
        size="md"
        footer={
          <Flex justifyContent="between" alignItems="center">
            <Button text="Delete" size="lg" disabled={busy} onClick={() => setConfirmingDelete(true)} />
            <Flex gap={{ row: 2, column: 0 }}>
              <Button text="Cancel" size="lg" onClick={onDismiss} />
              <Button
                text={update.isPending ? 'Saving…' : 'Save'}
                size="lg"
                color="red"
                disabled={busy || (pagesChanged && !storyReady(story.pages))}
                onClick={() => void save()}
              />
            </Flex>
          </Flex>
        }
      >
        <Flex direction="column" gap={{ column: 4, row: 0 }}>
          {error ? (
            <Box role="alert">
              <Text color="error">{error}</Text>
            </Box>
          ) : null}
          <SelectList
            id="pb-pin-edit-board"
            label="Board"
            value={boardId}
            onChange={({ value }) => {
              setBoardId(value);
              setSectionId(NO_SECTION);
            }}
          >
            {boardOptions.map((option) => (
              <SelectList.Option key={option.value} label={option.label} value={option.value} />
            ))}
          </SelectList>
          <SelectList
            id="pb-pin-edit-section"
            label="Section"
            value={sectionId}
            onChange={({ value }) => setSectionId(value)}
          >
            {[
              { value: NO_SECTION, label: 'No section' },
              ...(sections.data ?? []).map((section) => ({ value: section.id, label: section.title })),
            ].map((option) => (
              <SelectList.Option key={option.value || 'none'} label={option.label} value={option.value} />
            ))}
          </SelectList>
          <TextField
            id="pb-pin-edit-title"
            label="Title"
            value={title}
            maxLength={{ characterCount: PIN_TITLE_MAX, errorAccessibilityLabel: 'Title too long' }}
            onChange={({ value }) => setTitle(value)}
          />
          <DescriptionField
            id="pb-pin-edit-description"
            host={host}
            value={description}
            onChange={setDescription}
          />
          <TextField
            id="pb-pin-edit-link"
            label="Website"
            type="url"
            placeholder="Add a link"
            value={link}
            maxLength={{ characterCount: PIN_LINK_MAX, errorAccessibilityLabel: 'Link too long' }}
            onChange={({ value }) => setLink(value)}
          />
          {ownIdeaPin ? (
            <section aria-labelledby="pb-pin-edit-pages">
              <Box marginBottom={2}>
                <Heading size="400" accessibilityLevel={2} id="pb-pin-edit-pages">
                  Pages
                </Heading>
              </Box>
              <StoryPagesEditor story={story} publishing={busy} videos={storyVideos} inForm />
            </section>
          ) : null}
        </Flex>
      </Modal>
    </Layer>
  );
}
