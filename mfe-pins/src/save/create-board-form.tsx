import { Button, Flex } from 'gestalt';
import type { Board } from '@pinboard/contracts';
import type { ApiClient } from '@pinboard/host-contract';
import { useBoardCreate } from '@pinboard/board-kit';
import { CreateBoardFields } from './create-board-fields';

interface CreateBoardFormProps {
  api: ApiClient;
  onCancel(): void;
  onCreated(board: Board): void;
}

/** The repin modal's 'Create board' view: idle, saving, then created or error (SPEC §4). */
export function CreateBoardForm({ api, onCancel, onCreated }: CreateBoardFormProps) {
  const form = useBoardCreate(api, onCreated);
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <CreateBoardFields
        name={form.name}
        secret={form.secret}
        error={form.error}
        onName={form.setName}
        onSecret={form.setSecret}
        onSubmit={() => void form.submit()}
      />
      <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
        <Button text="Cancel" onClick={onCancel} disabled={form.saving} />
        <Button text="Create" color="red" onClick={() => void form.submit()} disabled={!form.canSubmit} />
      </Flex>
    </Flex>
  );
}
