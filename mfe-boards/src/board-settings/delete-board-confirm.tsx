import { Button, Flex, Text } from 'gestalt';
import type { BoardView } from '@pinboard/contracts/web';
import { FormModal } from '../common/form-modal';
import { pinCountText } from '@pinboard/web-kit';

interface DeleteBoardConfirmProps {
  board: BoardView;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The last step before a board goes, with its Pins: says what will be lost. */
export function DeleteBoardConfirm({ board, deleting, onCancel, onConfirm }: DeleteBoardConfirmProps) {
  return (
    <FormModal
      title="Delete this board?"
      onDismiss={onCancel}
      footer={
        <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
          <Button text="Cancel" size="lg" onClick={onCancel} disabled={deleting} />
          <Button
            text={deleting ? 'Deleting…' : 'Delete'}
            size="lg"
            color="red"
            disabled={deleting}
            onClick={onConfirm}
          />
        </Flex>
      }
    >
      <Text>
        The board “{board.name}” and its {pinCountText(board.pin_count)} will be deleted. You can't undo this!
      </Text>
    </FormModal>
  );
}
