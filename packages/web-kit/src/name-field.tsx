import { useId } from 'react';
import { Box, Button, Flex, Text, TextField } from 'gestalt';

interface NameSuggestionsProps {
  names: readonly string[];
  onPick(name: string): void;
  /** The name picked last, shown selected. */
  picked: string | null;
  disabled: boolean;
}

/** SPEC §2.3 suggested names: a name to pick instead of typing one (none shows nothing). */
function NameSuggestions({ names, onPick, picked, disabled }: NameSuggestionsProps) {
  const headingId = useId();
  if (names.length === 0) return null;
  return (
    <Box>
      <Box marginBottom={2}>
        <Text size="200" weight="bold" id={headingId}>
          Suggested names
        </Text>
      </Box>
      <ul className="pb-name-suggestions" aria-labelledby={headingId}>
        {names.map((name) => (
          <li key={name}>
            <Button
              text={name}
              size="sm"
              selected={name === picked}
              onClick={() => onPick(name)}
              disabled={disabled}
            />
          </li>
        ))}
      </ul>
    </Box>
  );
}

interface NameFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** Shown under the field (SPEC §8: a failed create's message_detail or message). */
  error: string | null;
  onChange(value: string): void;
  /** Enter submits (SPEC §5). */
  onSubmit(): void;
  /** Names to pick from; none by default. */
  suggestions?: readonly string[];
  onPick?: (name: string) => void;
  picked?: string | null;
  saving?: boolean;
}

/** The name field of the board and section forms, with the names suggested for it. */
export function NameField({
  id,
  label,
  placeholder,
  value,
  error,
  onChange,
  onSubmit,
  suggestions = [],
  onPick = onChange,
  picked = null,
  saving = false,
}: NameFieldProps) {
  return (
    <Flex direction="column" gap={{ column: 4, row: 0 }}>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={({ value: next }) => onChange(next)}
        onKeyDown={({ event }) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
        errorMessage={error ?? undefined}
      />
      <NameSuggestions names={suggestions} onPick={onPick} picked={picked} disabled={saving} />
    </Flex>
  );
}
