import { Button, Flex, Spinner, Text } from 'gestalt';
import { useNavigate } from 'react-router';
import type { BoardView, Collaborator } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { PersonRow, displayName, errorText, useToast } from '@pinboard/web-kit';
import { arrivalNotice } from '../common/arrival-notice';
import { FormModal } from '../common/form-modal';
import { InviteSearch } from './invite-search';
import { useCollaboratorChanges, useCollaborators, type Removal } from './use-collaborators';

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

  const removeSomeone = (who: Removal, label: string) =>
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
      <PersonRow
        name={displayName(who)}
        image={who.image_medium_url}
        detail={`@${who.username}${note ? ` · ${note}` : ''}`}
        action={action}
      />
    </li>
  );

  // The owner's button on a row: removes the person (or cancels the invite), then says so.
  const removeButton = (text: string, accessibilityLabel: string, who: Removal, done: string) => (
    <Button
      text={text}
      size="sm"
      accessibilityLabel={accessibilityLabel}
      disabled={remove.isPending}
      onClick={() => removeSomeone(who, done)}
    />
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
              <PersonRow name={board.owner.username} detail="Owner" />
            </li>
            {query.data.collaborators.map((who) =>
              person(
                who,
                isOwner ? (
                  removeButton(
                    'Remove',
                    `Remove ${displayName(who)}`,
                    { collaborator_id: who.id },
                    `Removed ${displayName(who)}`,
                  )
                ) : who.id === me ? (
                  <Button text="Leave board" size="sm" disabled={remove.isPending} onClick={leave} />
                ) : null,
              ),
            )}
            {query.data.invites.map((who) =>
              person(
                who,
                isOwner
                  ? removeButton(
                      'Cancel invite',
                      `Cancel the invite to ${displayName(who)}`,
                      { collaborator_id: who.id },
                      'Invite cancelled',
                    )
                  : null,
                'Invited',
              ),
            )}
            {query.data.email_invites.map((invite) => (
              <li key={`email-${invite.email}`}>
                <PersonRow
                  name={invite.email}
                  detail="Invited by email"
                  action={removeButton(
                    'Cancel invite',
                    `Cancel the invite to ${invite.email}`,
                    { email: invite.email },
                    'Invite cancelled',
                  )}
                />
              </li>
            ))}
          </ul>
        </Flex>
      ) : null}
    </FormModal>
  );
}
