import { Button, Flex, Text } from 'gestalt';
import type { BoardView } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { errorText, useToast } from '@pinboard/web-kit';
import { useBoardSettings } from './use-board-settings';

/** Says an archived board is archived; its owner can bring it back from here. */
export function ArchivedNotice({ host, board }: { host: HostApi; board: BoardView }) {
  const { update } = useBoardSettings(host, board);
  const toast = useToast();
  if (board.archived_by_me_at === null) return null;
  const isOwner = host.me?.id === board.owner.id;
  return (
    <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
      <Text color="subtle" weight="bold">
        Archived board
      </Text>
      {isOwner ? (
        <Button
          text="Unarchive"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { archived: false },
              {
                onSuccess: (saved) => toast.show({ text: `Unarchived ${saved.name}` }),
                onError: (failure) => toast.show({ type: 'error', text: errorText(failure) }),
              },
            )
          }
        />
      ) : null}
    </Flex>
  );
}
