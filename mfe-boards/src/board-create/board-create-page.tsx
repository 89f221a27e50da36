import { Box, Heading } from 'gestalt';
import { useNavigate } from 'react-router';
import { BoardCreateButtons, BoardCreateFields, useBoardCreateForm } from '@pinboard/web-kit';
import { BoardsRoot } from '../common/boards-root';
import type { BoardsExposes } from '../exposes';

function BoardCreateForm({ host }: BoardsExposes['BoardCreate']) {
  const navigate = useNavigate();
  const form = useBoardCreateForm(host.api, host.me?.username ?? null, (board) => navigate(board.url));
  return (
    <div className="pb-board-create">
      <Box marginBottom={6}>
        <Heading size="400" accessibilityLevel={1} align="center">
          Create board
        </Heading>
      </Box>
      <BoardCreateFields idPrefix="pb-board-create-page" form={form} />
      <Box marginTop={8}>
        <BoardCreateButtons form={form} onCancel={() => navigate(-1)} />
      </Box>
    </div>
  );
}

/** Exposed as mfe_boards/BoardCreate: the route '/board/create/' (mobile board creation). */
export function BoardCreate(props: BoardsExposes['BoardCreate']) {
  return (
    <BoardsRoot>
      <BoardCreateForm {...props} />
    </BoardsRoot>
  );
}
