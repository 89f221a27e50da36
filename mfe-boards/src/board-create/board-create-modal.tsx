import { Button, Flex, Layer, Modal } from 'gestalt';
import type { Board } from '@pinboard/contracts';
import type { ApiClient } from '@pinboard/host-contract';
import { BoardCreateFields } from './board-create-fields';
import { useBoardCreate } from '@pinboard/board-kit';
import { OVERLAY_Z_INDEX } from '../common/overlay-z-index';

interface BoardCreateModalProps {
  api: ApiClient;
  onDismiss(): void;
  onCreated(board: Board): void;
}

export function BoardCreateModal({ api, onDismiss, onCreated }: BoardCreateModalProps) {
  const form = useBoardCreate(api, onCreated);
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Create board"
        heading="Create board"
        onDismiss={onDismiss}
        size="sm"
        footer={
          <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
            <Button text="Cancel" onClick={onDismiss} disabled={form.saving} />
            <Button text="Create" color="red" onClick={() => void form.submit()} disabled={!form.canSubmit} />
          </Flex>
        }
      >
        <BoardCreateFields
          idPrefix="pb-board-create-modal"
          name={form.name}
          secret={form.secret}
          error={form.error}
          onName={form.setName}
          onSecret={form.setSecret}
          onSubmit={() => void form.submit()}
        />
      </Modal>
    </Layer>
  );
}
