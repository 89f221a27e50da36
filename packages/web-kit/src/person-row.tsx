import type { ReactNode } from 'react';
import { Avatar, Box, Flex, Text } from 'gestalt';

interface PersonRowProps {
  /** The name shown in bold, and the avatar's (its initial when there is no image). */
  name: string;
  image?: string | null;
  /** The line under the name ('@ana', 'Owner', 'Invited by email'); none by default. */
  detail?: ReactNode;
  /** What can be done about them, at the end of the row: a button, or nothing. */
  action?: ReactNode;
}

/** One person in a list of people (collaborators, invites, people found): avatar, name, action. */
export function PersonRow({ name, image, detail, action }: PersonRowProps) {
  return (
    <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
      <Avatar name={name} src={image ?? undefined} size="sm" />
      <Box flex="grow">
        <Text weight="bold">{name}</Text>
        {detail === undefined ? null : (
          <Text size="100" color="subtle">
            {detail}
          </Text>
        )}
      </Box>
      {action}
    </Flex>
  );
}
