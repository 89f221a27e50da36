import { useState } from 'react';
import { AvatarGroup, Flex, Text } from 'gestalt';
import { facePileText, type BoardView } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { displayName } from '@pinboard/web-kit';
import { CollaboratorsModal } from './collaborators-modal';

/**
 * SPEC §2.3 face pile: the owner and the first collaborators, at most 3 names then 'and N more';
 * it opens the list of collaborators (where the owner invites and a collaborator leaves).
 */
export function CollaboratorPile({ host, board }: { host: HostApi; board: BoardView }) {
  const [open, setOpen] = useState(false);
  const isOwner = host.me?.id === board.owner.id;
  // The pile shows on collaborative boards, and to the owner as the way to invite.
  if (!board.is_collaborative && !isOwner) return null;
  const names = [board.owner.username, ...board.collaborating_users.map((user) => displayName(user))];
  const total = 1 + board.collaborator_count;
  const text = facePileText(names, total);
  const people = [
    { name: board.owner.username },
    ...board.collaborating_users.map((user) => ({
      name: displayName(user),
      ...(user.image_medium_url ? { src: user.image_medium_url } : {}),
    })),
  ];
  return (
    <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
      <AvatarGroup
        accessibilityLabel={
          isOwner && !board.is_collaborative ? 'Invite collaborators' : `Collaborators: ${text}`
        }
        accessibilityHaspopup
        accessibilityExpanded={open}
        collaborators={people}
        addCollaborators={isOwner}
        role="button"
        size="md"
        onClick={() => setOpen(true)}
      />
      {board.is_collaborative ? (
        <Text size="200" color="subtle">
          {text}
        </Text>
      ) : null}
      {open ? <CollaboratorsModal host={host} board={board} onDismiss={() => setOpen(false)} /> : null}
    </Flex>
  );
}
