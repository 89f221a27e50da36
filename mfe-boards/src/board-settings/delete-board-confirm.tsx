import { Text } from 'gestalt';
import type { BoardView } from '@pinboard/contracts/web';
import { FormButtons, pinCountText } from '@pinboard/web-kit';
import { FormModal } from '../common/form-modal';

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
        <FormButtons
          size="lg"
          onCancel={onCancel}
          cancelDisabled={deleting}
          text={deleting ? 'Deleting…' : 'Delete'}
          disabled={deleting}
          onClick={onConfirm}
        />
      }
    >
      <Text>
        The board “{board.name}” and its {pinCountText(board.pin_count)} will be deleted. You can't undo this!
      </Text>
    </FormModal>
  );
}
