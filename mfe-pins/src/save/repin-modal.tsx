import { useState } from 'react';
import { Box, Button, Layer, Modal } from 'gestalt';
import type { Board, Pin, SavedPin, SectionSummary } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { OVERLAY_Z_INDEX, useBoardSections } from '@pinboard/web-kit';
import { usePin } from '../closeup/use-pin';
import { BoardCreated } from './board-created';
import { BoardPicker } from './board-picker';
import { CreateBoardForm, CreateSectionForm } from './create-forms';
import { RepinHeader } from './repin-header';
import { afterPick, backFrom, REPIN_TITLES, type RepinView } from './repin-views';
import { sectionNameIdeas } from './saved-places';
import { SectionPicker } from './section-picker';
import { useBoardPicker } from './use-board-picker';
import { useBoardTitleSuggestions } from './use-board-title-suggestions';
import { useSavePin } from './use-save-pin';

interface RepinModalProps {
  host: HostApi;
  pin: Pin;
  onClose(): void;
  /** The closeup's follow-up to a new save: the overlay, then the Pin saved dialog (SPEC §2.3). */
  onSaved?: (saved: SavedPin) => void;
}

/** What the closeup just loaded is fresh enough to mark where the Pin is saved. */
const SAVED_TO_FRESH_MS = 30_000;

/**
 * 'Repin modal' (SPEC §2.3, §4): choose a board (and a section of it), or create one, and save the
 * Pin there. Saving closes it with a toast, except after 'Create board', which ends on 'Board created'.
 */
export function RepinModal({ host, pin, onClose, onSaved }: RepinModalProps) {
  const [view, setView] = useState<RepinView>({ name: 'boards' });
  const picker = useBoardPicker(host.api, pin.id);
  const savedTo = usePin(host.api, pin.id, SAVED_TO_FRESH_MS).data?.saved_to ?? [];
  const { saving, saveTo } = useSavePin(host, pin, onClose);
  const sectionBoard = view.name === 'sections' || view.name === 'createSection' ? view.board : null;
  const sections = useBoardSections(host.api, sectionBoard?.id ?? null, 'repin');
  const suggestions = useBoardTitleSuggestions(
    host.api,
    pin.id,
    view.name === 'createBoard' || view.name === 'createSection',
  );

  const saveAndClose = async (board: Board, section: SectionSummary | null) => {
    const saved = await saveTo(board, section);
    if (!saved) return false;
    onClose();
    if (onSaved && !saved.already_saved) onSaved(saved);
    return true;
  };
  const save = async (board: Board, section: SectionSummary | null) => {
    await saveAndClose(board, section);
  };
  const pick = (board: Board) => {
    const next = afterPick(board);
    if (next === 'save') void save(board, null);
    else setView(next);
  };
  const onBoardCreated = async (board: Board) => {
    const saved = await saveTo(board, null, { announce: false });
    setView(saved ? { name: 'created', board, saved } : { name: 'boards' });
  };
  const onSectionCreated = async (board: Board, section: SectionSummary) => {
    if (!(await saveAndClose(board, section))) setView({ name: 'sections', board });
  };
  const back = backFrom(view);

  const body = () => {
    switch (view.name) {
      case 'boards':
        return <BoardPicker picker={picker.data ?? null} savedTo={savedTo} saving={saving} onPick={pick} />;
      case 'sections':
        return (
          <SectionPicker
            board={view.board}
            sections={sections}
            savedTo={savedTo}
            saving={saving}
            onPick={(section) => void save(view.board, section)}
          />
        );
      case 'createBoard':
        return (
          <CreateBoardForm
            host={host}
            suggestions={suggestions}
            onCancel={() => setView({ name: 'boards' })}
            onCreated={(board) => void onBoardCreated(board)}
          />
        );
      case 'createSection':
        return (
          <CreateSectionForm
            host={host}
            board={view.board}
            suggestions={sectionNameIdeas(
              suggestions,
              view.board.name,
              (sections.data ?? []).map((section) => section.title),
            )}
            onCreated={(section) => void onSectionCreated(view.board, section)}
          />
        );
      case 'created':
        return <BoardCreated saved={view.saved} board={view.board} onDone={onClose} />;
    }
  };

  const footer =
    view.name === 'boards' || view.name === 'sections' ? (
      <Box display="flex" justifyContent="center">
        <Button
          text={view.name === 'boards' ? 'Create board' : 'Create section'}
          iconStart="add"
          size="lg"
          disabled={saving !== null}
          onClick={() =>
            setView(
              view.name === 'boards' ? { name: 'createBoard' } : { name: 'createSection', board: view.board },
            )
          }
        />
      </Box>
    ) : null;

  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Repin modal"
        heading={
          <RepinHeader
            title={REPIN_TITLES[view.name]}
            onBack={back ? () => setView(back) : null}
            onClose={onClose}
          />
        }
        onDismiss={onClose}
        size="sm"
        padding="none"
        footer={footer}
      >
        <div className="pb-repin__body">{body()}</div>
      </Modal>
    </Layer>
  );
}
