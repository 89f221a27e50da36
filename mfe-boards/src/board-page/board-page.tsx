import { Box, Flex, Heading, Icon, Spinner, Text } from 'gestalt';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardView } from '@pinboard/contracts/web';
import {
  BoardFollowButton,
  boardViewKey,
  followerCountText,
  PageLoadFailure,
  pageTitle,
  pinCountText,
  useDocumentTitle,
  useRefreshFollowsOnViewerChange,
} from '@pinboard/web-kit';
import { BoardsRoot } from '../common/boards-root';
import { lessMoved, useCountsAfterMove } from '../common/use-counts-after-move';
import type { BoardsExposes } from '../exposes';
import { ArchivedNotice } from '../board-settings/archived-notice';
import { BoardSettingsButton } from '../board-settings/board-settings-button';
import { CollaboratorPile } from '../collaborators/collaborator-pile';
import { InviteBanner } from '../collaborators/invite-banner';
import { BoardSections } from './board-sections';
import { useBoard } from './use-board';

function BoardView({ host, username, slug }: BoardsExposes['BoardPage']) {
  // The board as it came in the page's HTML, when this is the page it was loaded for.
  const [bootBoard] = useState(() => host.bootBoard?.(username, slug) ?? null);
  const query = useBoard(host.api, username, slug, bootBoard);
  useRefreshFollowsOnViewerChange(host.me?.id ?? null);
  useDocumentTitle(query.data ? pageTitle(query.data.name) : null);
  const queryClient = useQueryClient();
  // Pins moved to another board leave this one's count; a section move changes the sections' counts.
  const onPinsMoved = useCountsAfterMove([boardViewKey(username, slug), ['board-sections']], (moved) => {
    if (moved.toBoardId === moved.fromBoardId) return;
    queryClient.setQueryData<BoardView>(boardViewKey(username, slug), (board) =>
      board ? { ...board, pin_count: lessMoved(board.pin_count, moved) } : board,
    );
  });

  if (query.isPending) return <Spinner show accessibilityLabel="Loading board" />;
  if (query.isError) return <PageLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  const board = query.data;
  return (
    <section aria-labelledby="pb-board-name">
      <Box paddingY={6} paddingX={4}>
        <Flex direction="column" alignItems="center" gap={{ column: 2, row: 0 }}>
          <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
            <Heading size="600" accessibilityLevel={1} id="pb-board-name" align="center">
              {board.name}
            </Heading>
            {board.privacy === 'secret' ? (
              <Icon icon="lock" accessibilityLabel="Secret board" color="default" size={20} />
            ) : null}
            <BoardSettingsButton host={host} board={board} />
          </Flex>
          <ArchivedNotice host={host} board={board} />
          <InviteBanner host={host} board={board} />
          {board.description ? <Text align="center">{board.description}</Text> : null}
          <Text color="subtle">
            {pinCountText(board.pin_count)} · {followerCountText(board.follower_count)} · by{' '}
            <Link to={`/${board.owner.username}`} className="pb-board-owner">
              {board.owner.username}
            </Link>
          </Text>
          <CollaboratorPile host={host} board={board} />
          <BoardFollowButton host={host} board={board} size="lg" />
        </Flex>
      </Box>
      <BoardSections host={host} board={board} />
      <h2 className="pb-visually-hidden">Pins</h2>
      {host.renderPinFeed({
        source: { kind: 'board', boardId: board.id },
        emptyText: 'No Pins yet',
        // Its owner and collaborators may move its Pins (SPEC §3 boardAccess includes write).
        organize: board.board_access.includes('write'),
        onPinsMoved,
      })}
    </section>
  );
}

/** Exposed as mfe_boards/BoardPage: the route '/:username/:slug/'. The grid comes from mfe_pins via the shell. */
export function BoardPage(props: BoardsExposes['BoardPage']) {
  return (
    <BoardsRoot>
      <BoardView key={`${props.username}/${props.slug}`} {...props} />
    </BoardsRoot>
  );
}
