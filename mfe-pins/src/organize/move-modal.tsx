import { useState } from 'react';
import { Layer, Modal } from 'gestalt';
import type { Board, SectionSummary } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { OVERLAY_Z_INDEX, useBoardSections } from '@pinboard/web-kit';
import { BoardPicker } from '../save/board-picker';
import { RepinHeader } from '../save/repin-header';
import { SectionPicker } from '../save/section-picker';
import { useBoardPicker } from '../save/use-board-picker';

interface MoveModalProps {
  host: HostApi;
  /** 'Move 3 Pins', 'Move all Pins'. */
  title: string;
  onPick(board: Board, section: SectionSummary | null): void;
  onClose(): void;
}

/**
 * Where picked Pins go: a board, then (for a board with sections) a section of it or the board
 * itself, with the repin modal's pickers and back navigation.
 */
export function MoveModal({ host, title, onPick, onClose }: MoveModalProps) {
  const [board, setBoard] = useState<Board | null>(null);
  const picker = useBoardPicker(host.api, null);
  const sections = useBoardSections(host.api, board?.id ?? null, 'repin');
  const pickBoard = (picked: Board) => (picked.section_count > 0 ? setBoard(picked) : onPick(picked, null));
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel={title}
        heading={
          <RepinHeader
            title={board ? 'Choose section' : title}
            onBack={board ? () => setBoard(null) : null}
            onClose={onClose}
          />
        }
        onDismiss={onClose}
        size="sm"
        padding="none"
      >
        <div className="pb-repin__body">
          {board ? (
            <SectionPicker
              board={board}
              sections={sections}
              savedTo={[]}
              saving={null}
              onPick={(section) => onPick(board, section)}
            />
          ) : (
            <BoardPicker picker={picker.data ?? null} savedTo={[]} saving={null} onPick={pickBoard} />
          )}
        </div>
      </Modal>
    </Layer>
  );
}
