import { Box, Heading, Text } from 'gestalt';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Board } from '@pinboard/contracts/web';
import {
  backToFlow,
  createFlowOf,
  dataOf,
  PageLoadFailure,
  pageTitle,
  SectionCreateButtons,
  useDocumentTitle,
  SectionCreateFields,
  useSectionCreateForm,
} from '@pinboard/web-kit';
import { BoardsRoot } from '../common/boards-root';
import type { BoardsExposes } from '../exposes';

function SectionCreateForm({ host, board }: BoardsExposes['SectionCreate'] & { board: Board }) {
  const navigate = useNavigate();
  // Opened from a flow (saving a Pin from a page), the new section goes back to it, selected.
  const flow = createFlowOf(useLocation().state);
  const form = useSectionCreateForm(host.api, board.id, (section) => {
    if (!flow) return navigate(section.url);
    const back = backToFlow(flow, { board_id: board.id, section_id: section.id });
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
          Create section
        </Heading>
        <Text align="center" color="subtle">
          {board.name}
        </Text>
      </Box>
      <SectionCreateFields idPrefix="pb-section-create-page" form={form} />
      <Box marginTop={8}>
        <SectionCreateButtons form={form} onCancel={cancel} />
      </Box>
    </div>
  );
}

function SectionCreateView(props: BoardsExposes['SectionCreate']) {
  useDocumentTitle(pageTitle('Create section'));
  const { host, boardId } = props;
  const board = useQuery({
    queryKey: ['section-create-board', boardId],
    queryFn: () => dataOf(host.api.get('BoardResource', { board_id: boardId })),
  });
  if (board.isPending) return null;
  if (board.isError) return <PageLoadFailure error={board.error} onRetry={() => void board.refetch()} />;
  return <SectionCreateForm {...props} board={board.data} />;
}

/**
 * Exposed as mfe_boards/SectionCreate: the route '/board/{id}/create_section/' (mobile section
 * creation, SPEC §2.3). Opened from a flow, it returns there with the flow's state and the new
 * section; else it opens the section.
 */
export function SectionCreate(props: BoardsExposes['SectionCreate']) {
  return (
    <BoardsRoot>
      <SectionCreateView {...props} />
    </BoardsRoot>
  );
}
