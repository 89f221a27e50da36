import { useState } from 'react';
import { Button, Flex, Spinner, Text, TextField } from 'gestalt';
import { BoardTexts, type BoardCollaborators } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { PersonRow, displayName, errorText, usePeopleTypeahead } from '@pinboard/web-kit';
import { useCollaboratorChanges } from './use-collaborators';

interface InviteSearchProps {
  host: HostApi;
  boardId: string;
  list: BoardCollaborators;
}

/**
 * The owner's collaborator search (SPEC §2.3, §5): people by name as one types, or an e-mail
 * address, which says 'Keep typing!' until it passes the e-mail check, then 'Click to send!', and
 * 'Done!' once sent.
 */
export function InviteSearch({ host, boardId, list }: InviteSearchProps) {
  const [text, setText] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { invite } = useCollaboratorChanges(host, boardId);
  const { emailPrompt, people, searching } = usePeopleTypeahead(host.api, text);
  const onBoard = new Set([...list.collaborators, ...list.invites].map((person) => person.id));
  const address = text.trim().toLowerCase();
  const term = text.trim();

  const send = async (input: { invited_user_ids?: string[]; emails?: string[] }) => {
    setError(null);
    try {
      await invite.mutateAsync(input);
      if (input.emails) setSentTo(input.emails[0] ?? null);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Flex direction="column" gap={{ column: 3, row: 0 }}>
      <TextField
        id="pb-invite-search"
        label="Invite collaborators"
        placeholder="Search by name or email"
        value={text}
        autoComplete="off"
        onChange={({ value }) => {
          setText(value);
          setError(null);
        }}
        errorMessage={error ?? undefined}
      />
      {emailPrompt !== null ? (
        <Flex alignItems="center" justifyContent="between" gap={{ row: 2, column: 0 }}>
          <Text lineClamp={1}>{text.trim()}</Text>
          <Button
            text={sentTo === address ? BoardTexts.inviteDone : emailPrompt}
            size="sm"
            color={sentTo === address || emailPrompt === BoardTexts.inviteKeepTyping ? 'gray' : 'red'}
            disabled={emailPrompt === BoardTexts.inviteKeepTyping || sentTo === address || invite.isPending}
            onClick={() => void send({ emails: [address] })}
          />
        </Flex>
      ) : null}
      {searching ? <Spinner show accessibilityLabel="Searching people" size="sm" /> : null}
      {term.length > 0 && people ? (
        people.length === 0 ? (
          <Text color="subtle">No one found. Try an email address.</Text>
        ) : (
          <ul className="pb-collaborator-list" aria-label="People found">
            {people.map((person) => (
              <li key={person.id}>
                <PersonRow
                  name={displayName(person)}
                  image={person.image_medium_url}
                  detail={`@${person.username}`}
                  action={
                    <Button
                      text={onBoard.has(person.id) ? 'Invited' : 'Invite'}
                      size="sm"
                      disabled={onBoard.has(person.id) || invite.isPending}
                      accessibilityLabel={`Invite ${displayName(person)}`}
                      onClick={() => void send({ invited_user_ids: [person.id] })}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </Flex>
  );
}
