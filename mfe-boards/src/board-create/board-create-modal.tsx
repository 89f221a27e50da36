import { Layer, Modal } from 'gestalt';
import type { Board } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import {
  BoardCreateButtons,
  BoardCreateFields,
  OVERLAY_Z_INDEX,
  useBoardCreateForm,
} from '@pinboard/web-kit';

interface BoardCreateModalProps {
  host: HostApi;
  /** Whose board list (as the profile loaded it) shows the new board at once. */
  owner: string;
  onDismiss(): void;
  onCreated(board: Board): void;
}

export function BoardCreateModal({ host, owner, onDismiss, onCreated }: BoardCreateModalProps) {
  const form = useBoardCreateForm(host.api, owner, onCreated);
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Create board"
        heading="Create board"
        onDismiss={onDismiss}
        size="sm"
        footer={<BoardCreateButtons form={form} onCancel={onDismiss} />}
      >
        <BoardCreateFields idPrefix="pb-board-create-modal" form={form} />
      </Modal>
    </Layer>
  );
}
