import { Box, Flex, Label, Switch, Text, TextField } from 'gestalt';

interface BoardCreateFieldsProps {
  idPrefix: string;
  name: string;
  secret: boolean;
  error: string | null;
  onName(name: string): void;
  onSecret(secret: boolean): void;
  onSubmit(): void;
}

/** Name (Enter submits) and the 'Keep this board secret' toggle. */
export function BoardCreateFields({
  idPrefix,
  name,
  secret,
  error,
  onName,
  onSecret,
  onSubmit,
}: BoardCreateFieldsProps) {
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <TextField
        id={`${idPrefix}-name`}
        label="Board name"
        placeholder='Like "Places to Go" or "Recipes to Make"'
        value={name}
        autoComplete="off"
        onChange={({ value }) => onName(value)}
        onKeyDown={({ event }) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
        errorMessage={error ?? undefined}
      />
      <Flex alignItems="center" justifyContent="between" gap={{ row: 4, column: 0 }}>
        <Box>
          <Label htmlFor={`${idPrefix}-secret`}>
            <Text weight="bold">Keep this board secret</Text>
          </Label>
          <Text size="200" color="subtle">
            So only you and collaborators can see it.
          </Text>
        </Box>
        <Switch id={`${idPrefix}-secret`} switched={secret} onChange={({ value }) => onSecret(value)} />
      </Flex>
    </Flex>
  );
}
