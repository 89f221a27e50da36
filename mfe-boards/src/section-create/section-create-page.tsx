import { useQuery } from '@tanstack/react-query';
import type { Board } from '@pinboard/contracts/web';
import {
  dataOf,
  PageLoadFailure,
  pageTitle,
  SectionCreateButtons,
  useDocumentTitle,
  SectionCreateFields,
  useSectionCreateForm,
} from '@pinboard/web-kit';
import { BoardsRoot } from '../common/boards-root';
import { CreatePage, useCreatePageExit } from '../common/create-page';
import type { BoardsExposes } from '../exposes';

function SectionCreateForm({ host, board }: BoardsExposes['SectionCreate'] & { board: Board }) {
  const exit = useCreatePageExit();
  const form = useSectionCreateForm(host.api, board.id, (section) =>
    exit.done(section.url, { board_id: board.id, section_id: section.id }),
  );
  return (
    <CreatePage
      title="Create section"
      subtitle={board.name}
      buttons={<SectionCreateButtons form={form} onCancel={exit.cancel} />}
    >
      <SectionCreateFields idPrefix="pb-section-create-page" form={form} />
    </CreatePage>
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
