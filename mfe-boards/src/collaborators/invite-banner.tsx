import { Box, Button, Flex, Text } from 'gestalt';
import type { BoardView } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { useToast } from '@pinboard/web-kit';
import { useInviteAnswers } from './use-collaborators';

/** On a board one is invited to: accept (then save, move and edit here) or decline. */
export function InviteBanner({ host, board }: { host: HostApi; board: BoardView }) {
  const answers = useInviteAnswers(host);
  const toast = useToast();
  if (!board.invited_me) return null;
  return (
    <Box color="secondary" rounding={4} padding={3} role="region" aria-label="Board invite">
      <Flex alignItems="center" gap={{ row: 3, column: 2 }} wrap justifyContent="center">
        <Text>{board.owner.username} invited you to collaborate on this board.</Text>
        <Flex gap={{ row: 2, column: 0 }}>
          <Button
            text="Accept"
            size="sm"
            color="red"
            disabled={answers.busy}
            onClick={() => answers.accept(board)}
          />
          <Button
            text="Decline"
            size="sm"
            disabled={answers.busy}
            onClick={() => answers.decline(board.id, () => toast.show({ text: 'Invite declined' }))}
          />
        </Flex>
      </Flex>
    </Box>
  );
}
