import { Box, Button, Flex, Text } from 'gestalt';
import type { BoardView } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { errorText, useToast } from '@pinboard/web-kit';
import { useInviteAnswers } from './use-collaborators';

/** On a board one is invited to: accept (then save, move and edit here) or decline. */
export function InviteBanner({ host, board }: { host: HostApi; board: BoardView }) {
  const { accept, decline } = useInviteAnswers(host);
  const toast = useToast();
  if (!board.invited_me) return null;
  const busy = accept.isPending || decline.isPending;
  const onError = (failure: unknown) => toast.show({ type: 'error', text: errorText(failure) });
  return (
    <Box color="secondary" rounding={4} padding={3} role="region" aria-label="Board invite">
      <Flex alignItems="center" gap={{ row: 3, column: 2 }} wrap justifyContent="center">
        <Text>{board.owner.username} invited you to collaborate on this board.</Text>
        <Flex gap={{ row: 2, column: 0 }}>
          <Button
            text="Accept"
            size="sm"
            color="red"
            disabled={busy}
            onClick={() =>
              accept.mutate(board.id, {
                onSuccess: () => toast.show({ text: `You joined ${board.name}` }),
                onError,
              })
            }
          />
          <Button
            text="Decline"
            size="sm"
            disabled={busy}
            onClick={() =>
              decline.mutate(board.id, { onSuccess: () => toast.show({ text: 'Invite declined' }), onError })
            }
          />
        </Flex>
      </Flex>
    </Box>
  );
}
