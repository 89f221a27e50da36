import { Flex } from 'gestalt';
import type { Board } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { BoardCreateButtons, BoardCreateFields, useBoardCreateForm } from '@pinboard/web-kit';

interface CreateBoardFormProps {
  host: HostApi;
  onCancel(): void;
  onCreated(board: Board): void;
}

/** The repin modal's 'Create board' view: idle, saving, then created or error (SPEC §4). */
export function CreateBoardForm({ host, onCancel, onCreated }: CreateBoardFormProps) {
  const form = useBoardCreateForm(host.api, host.me?.username ?? null, onCreated);
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <BoardCreateFields idPrefix="pb-repin-board" form={form} />
      <BoardCreateButtons form={form} onCancel={onCancel} />
    </Flex>
  );
}
