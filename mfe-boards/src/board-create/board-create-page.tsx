import { Box, Heading } from 'gestalt';
import { useLocation, useNavigate } from 'react-router';
import {
  backToFlow,
  BoardCreateButtons,
  BoardCreateFields,
  createFlowOf,
  pageTitle,
  useBoardCreateForm,
  useDocumentTitle,
} from '@pinboard/web-kit';
import { BoardsRoot } from '../common/boards-root';
import type { BoardsExposes } from '../exposes';

function BoardCreateForm({ host }: BoardsExposes['BoardCreate']) {
  useDocumentTitle(pageTitle('Create board'));
  const navigate = useNavigate();
  // Opened from a flow (saving a Pin from a page), the new board goes back to it, selected.
  const flow = createFlowOf(useLocation().state);
  const form = useBoardCreateForm(host.api, host.me?.username ?? null, (board) => {
    if (!flow) return navigate(board.url);
    const back = backToFlow(flow, { board_id: board.id });
    navigate(back.to, { state: back.state, replace: true });
  });
  const cancel = () => {
    if (!flow) return navigate(-1);
    const back = backToFlow(flow);
    navigate(back.to, { state: back.state, replace: true });
  };
  return (
    <div className="pb-board-create">
      <Box marginBottom={6}>
        <Heading size="400" accessibilityLevel={1} align="center">
          Create board
        </Heading>
      </Box>
      <BoardCreateFields idPrefix="pb-board-create-page" form={form} api={host.api} />
      <Box marginTop={8}>
        <BoardCreateButtons form={form} onCancel={cancel} />
      </Box>
    </div>
  );
}

/**
 * Exposed as mfe_boards/BoardCreate: the route '/board/create/' (mobile board creation). Opened
 * from a flow, it returns there with the flow's state and the new board; else it opens the board.
 */
export function BoardCreate(props: BoardsExposes['BoardCreate']) {
  return (
    <BoardsRoot>
      <BoardCreateForm {...props} />
    </BoardsRoot>
  );
}
