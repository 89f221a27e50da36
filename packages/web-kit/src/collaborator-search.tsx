import { useState } from 'react';
import { Button, Flex, Text, TextField } from 'gestalt';
import type { ApiClient } from '@pinboard/api-client';
import { BoardTexts, type UserSummary } from '@pinboard/contracts/web';
import { displayName } from './follow/follow-button';
import { usePeopleTypeahead } from './people-typeahead';
import { PersonRow } from './person-row';

/** Someone to invite when the board is created: a person found, or an e-mail address. */
export type NewCollaborator = { kind: 'person'; person: UserSummary } | { kind: 'email'; email: string };

export const collaboratorKey = (c: NewCollaborator) =>
  c.kind === 'person' ? `p:${c.person.id}` : `e:${c.email}`;

interface CollaboratorSearchProps {
  api: ApiClient;
  idPrefix: string;
  chosen: readonly NewCollaborator[];
  onChange(chosen: NewCollaborator[]): void;
  disabled: boolean;
}

/**
 * SPEC §2.3 board create form: the optional collaborator search. People and addresses picked here
 * are invited once the board exists.
 */
export function CollaboratorSearch({ api, idPrefix, chosen, onChange, disabled }: CollaboratorSearchProps) {
  const [text, setText] = useState('');
  const found = usePeopleTypeahead(api, text);
  const keys = new Set(chosen.map(collaboratorKey));
  const add = (next: NewCollaborator) => {
    if (!keys.has(collaboratorKey(next))) onChange([...chosen, next]);
    setText('');
  };
  return (
    <Flex direction="column" gap={{ column: 2, row: 0 }}>
      <TextField
        id={`${idPrefix}-collaborators`}
        label="Collaborators (optional)"
        placeholder="Search by name or email"
        value={text}
        autoComplete="off"
        disabled={disabled}
        onChange={({ value }) => setText(value)}
      />
      {found.email !== null && found.emailPrompt !== null ? (
        <Flex alignItems="center" justifyContent="between" gap={{ row: 2, column: 0 }}>
          <Text lineClamp={1}>{text.trim()}</Text>
          <Button
            text={found.emailPrompt}
            size="sm"
            disabled={disabled || found.emailPrompt === BoardTexts.inviteKeepTyping}
            onClick={() => found.email && add({ kind: 'email', email: found.email })}
          />
        </Flex>
      ) : null}
      {found.people && found.people.length > 0 ? (
        <ul className="pb-people-list" aria-label="People found">
          {found.people.map((person) => (
            <li key={person.id}>
              <PersonRow
                name={displayName(person)}
                image={person.image_medium_url}
                action={
                  <Button
                    text="Add"
                    size="sm"
                    accessibilityLabel={`Add ${displayName(person)}`}
                    disabled={disabled}
                    onClick={() => add({ kind: 'person', person })}
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="pb-people-list" aria-label="Collaborators to invite">
          {chosen.map((c) => {
            const name = c.kind === 'person' ? displayName(c.person) : c.email;
            return (
              <li key={collaboratorKey(c)}>
                <Flex alignItems="center" justifyContent="between" gap={{ row: 2, column: 0 }}>
                  <Text>{name}</Text>
                  <Button
                    text="Remove"
                    size="sm"
                    accessibilityLabel={`Don't invite ${name}`}
                    disabled={disabled}
                    onClick={() =>
                      onChange(chosen.filter((other) => collaboratorKey(other) !== collaboratorKey(c)))
                    }
                  />
                </Flex>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Flex>
  );
}
