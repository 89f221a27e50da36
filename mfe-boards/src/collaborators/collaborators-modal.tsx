import { Avatar, Box, Button, Flex, Spinner, Text } from 'gestalt';
import { useNavigate } from 'react-router';
import type { BoardView, Collaborator } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { displayName, errorText, useToast } from '@pinboard/web-kit';
import { arrivalNotice } from '../common/arrival-notice';
import { FormModal } from '../common/form-modal';
import { InviteSearch } from './invite-search';
import { useCollaboratorChanges, useCollaborators } from './use-collaborators';

interface CollaboratorsModalProps {
  host: HostApi;
  board: BoardView;
  onDismiss(): void;
}

/** Who works on the board. Its owner invites and removes; a collaborator may leave. */
export function CollaboratorsModal({ host, board, onDismiss }: CollaboratorsModalProps) {
  const query = useCollaborators(host, board.id);
  const { remove } = useCollaboratorChanges(host, board.id);
  const toast = useToast();
  const navigate = useNavigate();
  const me = host.me?.id ?? null;
  const isOwner = me === board.owner.id;

  const removeSomeone = (who: { collaborator_id: string } | { email: string }, label: string) =>
    remove.mutate(who, {
      onSuccess: () => toast.show({ text: label }),
      onError: (failure) => toast.show({ type: 'error', text: errorText(failure) }),
    });

  const leave = () =>
    remove.mutate(
      { collaborator_id: me ?? '' },
      {
        onSuccess: () => {
          onDismiss();
          // A secret board is no longer theirs to see: they land on their own boards.
          navigate(`/${host.me?.username ?? ''}/`, { state: arrivalNotice(`You left ${board.name}`) });
        },
        onError: (failure) => toast.show({ type: 'error', text: errorText(failure) }),
      },
    );

  const person = (who: Collaborator, action: React.ReactNode, note?: string) => (
    <li key={`${who.status}-${who.id}`}>
      <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
        <Avatar name={displayName(who)} src={who.image_medium_url ?? undefined} size="sm" />
        <Box flex="grow">
          <Text weight="bold">{displayName(who)}</Text>
          <Text size="100" color="subtle">
            @{who.username}
            {note ? ` · ${note}` : ''}
          </Text>
        </Box>
        {action}
      </Flex>
    </li>
  );

  return (
    <FormModal
      title="Collaborators"
      onDismiss={onDismiss}
      footer={
        <Flex justifyContent="end">
          <Button text="Done" size="lg" onClick={onDismiss} />
        </Flex>
      }
    >
      {query.isPending ? <Spinner show accessibilityLabel="Loading collaborators" /> : null}
      {query.isError ? <Text>{errorText(query.error)}</Text> : null}
      {query.data ? (
        <Flex direction="column" gap={{ column: 6, row: 0 }}>
          {isOwner ? <InviteSearch host={host} boardId={board.id} list={query.data} /> : null}
          <ul className="pb-collaborator-list" aria-label="People on this board">
            <li>
              <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
                <Avatar name={board.owner.username} size="sm" />
                <Box flex="grow">
                  <Text weight="bold">{board.owner.username}</Text>
                  <Text size="100" color="subtle">
                    Owner
                  </Text>
                </Box>
              </Flex>
            </li>
            {query.data.collaborators.map((who) =>
              person(
                who,
                isOwner ? (
                  <Button
                    text="Remove"
                    size="sm"
                    accessibilityLabel={`Remove ${displayName(who)}`}
                    disabled={remove.isPending}
                    onClick={() => removeSomeone({ collaborator_id: who.id }, `Removed ${displayName(who)}`)}
                  />
                ) : who.id === me ? (
                  <Button text="Leave board" size="sm" disabled={remove.isPending} onClick={leave} />
                ) : null,
              ),
            )}
            {query.data.invites.map((who) =>
              person(
                who,
                isOwner ? (
                  <Button
                    text="Cancel invite"
                    size="sm"
                    accessibilityLabel={`Cancel the invite to ${displayName(who)}`}
                    disabled={remove.isPending}
                    onClick={() => removeSomeone({ collaborator_id: who.id }, 'Invite cancelled')}
                  />
                ) : null,
                'Invited',
              ),
            )}
            {query.data.email_invites.map((invite) => (
              <li key={`email-${invite.email}`}>
                <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
                  <Avatar name={invite.email} size="sm" />
                  <Box flex="grow">
                    <Text weight="bold">{invite.email}</Text>
                    <Text size="100" color="subtle">
                      Invited by email
                    </Text>
                  </Box>
                  <Button
                    text="Cancel invite"
                    size="sm"
                    accessibilityLabel={`Cancel the invite to ${invite.email}`}
                    disabled={remove.isPending}
                    onClick={() => removeSomeone({ email: invite.email }, 'Invite cancelled')}
                  />
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      ) : null}
    </FormModal>
  );
}
