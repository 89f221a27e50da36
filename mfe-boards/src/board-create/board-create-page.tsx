import {
  BoardCreateButtons,
  BoardCreateFields,
  pageTitle,
  useBoardCreateForm,
  useDocumentTitle,
} from '@pinboard/web-kit';
import { BoardsRoot } from '../common/boards-root';
import { CreatePage, useCreatePageExit } from '../common/create-page';
import type { BoardsExposes } from '../exposes';

function BoardCreateForm({ host }: BoardsExposes['BoardCreate']) {
  useDocumentTitle(pageTitle('Create board'));
  const exit = useCreatePageExit();
  const form = useBoardCreateForm(host.api, host.me?.username ?? null, (board) =>
    exit.done(board.url, { board_id: board.id }),
  );
  return (
    <CreatePage title="Create board" buttons={<BoardCreateButtons form={form} onCancel={exit.cancel} />}>
      <BoardCreateFields idPrefix="pb-board-create-page" form={form} api={host.api} />
    </CreatePage>
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
