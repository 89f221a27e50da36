import type { Board } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { BoardCreateButtons, BoardCreateFields, useBoardCreateForm } from '@pinboard/web-kit';
import { FormModal } from '../common/form-modal';

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
    <FormModal
      title="Create board"
      onDismiss={onDismiss}
      footer={<BoardCreateButtons form={form} onCancel={onDismiss} />}
    >
      <BoardCreateFields idPrefix="pb-board-create-modal" form={form} api={host.api} />
    </FormModal>
  );
}
