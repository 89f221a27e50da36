import { Box, Button, Flex, Heading, Text } from 'gestalt';
import { Link } from 'react-router';
import type { HostApi } from '@pinboard/host-contract';
import { useInviteAnswers, useMyInvites } from './use-collaborators';

/** On one's own profile: the board invites waiting for an answer (nothing when there are none). */
export function MyInvites({ host }: { host: HostApi }) {
  const invites = useMyInvites(host, host.me !== null);
  const answers = useInviteAnswers(host);
  if (!invites.data || invites.data.length === 0) return null;
  return (
    <section aria-labelledby="pb-invites-heading" className="pb-my-invites">
      <Box marginBottom={2}>
        <Heading size="400" accessibilityLevel={2} id="pb-invites-heading">
          Board invites
        </Heading>
      </Box>
      <ul className="pb-collaborator-list">
        {invites.data.map(({ board, invited_by }) => (
          <li key={board.id}>
            <Flex alignItems="center" gap={{ row: 3, column: 1 }} wrap>
              <Box flex="grow">
                <Text>
                  {invited_by.username} invited you to <Link to={board.url}>{board.name}</Link>
                </Text>
              </Box>
              <Button
                text="Accept"
                size="sm"
                color="red"
                accessibilityLabel={`Accept the invite to ${board.name}`}
                disabled={answers.busy}
                onClick={() => answers.accept(board)}
              />
              <Button
                text="Decline"
                size="sm"
                accessibilityLabel={`Decline the invite to ${board.name}`}
                disabled={answers.busy}
                onClick={() => answers.decline(board.id)}
              />
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
