import { Box, Button, Flex, Heading } from 'gestalt';
import { useNavigate } from 'react-router';
import type { HostProps } from '@pinboard/host-contract';
import { BoardsRoot } from '../common/boards-root';
import { BoardCreateFields } from './board-create-fields';
import { useBoardCreate } from '@pinboard/board-kit';

function BoardCreateForm({ host }: HostProps) {
  const navigate = useNavigate();
  const form = useBoardCreate(host.api, (board) => navigate(board.url));
  return (
    <div className="pb-board-create">
      <Box marginBottom={6}>
        <Heading size="400" accessibilityLevel={1} align="center">
          Create board
        </Heading>
      </Box>
      <BoardCreateFields
        idPrefix="pb-board-create-page"
        name={form.name}
        secret={form.secret}
        error={form.error}
        onName={form.setName}
        onSecret={form.setSecret}
        onSubmit={() => void form.submit()}
      />
      <Box marginTop={8}>
        <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
          <Button text="Cancel" onClick={() => navigate(-1)} disabled={form.saving} />
          <Button text="Create" color="red" onClick={() => void form.submit()} disabled={!form.canSubmit} />
        </Flex>
      </Box>
    </div>
  );
}

/** Exposed as mfe_boards/BoardCreate: the route '/board/create/' (mobile board creation). */
export function BoardCreate(props: HostProps) {
  return (
    <BoardsRoot>
      <BoardCreateForm {...props} />
    </BoardsRoot>
  );
}
