import { Box, Flex, Label, Switch, Text, TextField } from 'gestalt';

interface CreateBoardFieldsProps {
  name: string;
  secret: boolean;
  error: string | null;
  onName(name: string): void;
  onSecret(secret: boolean): void;
  onSubmit(): void;
}

/** Name field and secret toggle of the board-create form (Enter submits). */
export function CreateBoardFields({
  name,
  secret,
  error,
  onName,
  onSecret,
  onSubmit,
}: CreateBoardFieldsProps) {
  return (
    <Flex direction="column" gap={{ column: 4, row: 0 }}>
      <TextField
        id="pb-repin-board-name"
        label="Board name"
        placeholder='Like "Places to Go" or "Recipes to Make"'
        value={name}
        onChange={({ value }) => onName(value)}
        onKeyDown={({ event }) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
        errorMessage={error ?? undefined}
        autoComplete="off"
      />
      <Box display="flex" alignItems="center" justifyContent="between">
        <Box>
          <Label htmlFor="pb-repin-board-secret">
            <Text weight="bold">Keep this board secret</Text>
          </Label>
          <Text size="200" color="subtle">
            So only you and collaborators can see it.
          </Text>
        </Box>
        <Switch id="pb-repin-board-secret" switched={secret} onChange={({ value }) => onSecret(value)} />
      </Box>
    </Flex>
  );
}
