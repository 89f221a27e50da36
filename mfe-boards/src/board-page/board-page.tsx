import { useEffect, useState } from 'react';
import { Box, Flex, Heading, Icon, Spinner, Text } from 'gestalt';
import { Link } from 'react-router';
import type { ApiError, Board } from '@pinboard/contracts';
import type { BoardPageProps } from '@pinboard/host-contract';
import { BoardsRoot } from '../common/boards-root';
import { failureText } from '@pinboard/board-kit';

type BoardState =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; board: Board };

function BoardView({ host, username, slug }: BoardPageProps) {
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void host.api.get<Board>('BoardResource', { username, slug }).then((result) => {
      if (live)
        setState(
          result.ok ? { status: 'ready', board: result.data } : { status: 'error', error: result.error },
        );
    });
    return () => {
      live = false;
    };
  }, [host.api, username, slug]);

  if (state.status === 'loading') return <Spinner show accessibilityLabel="Loading board" />;
  if (state.status === 'error') {
    const text =
      state.error.http_status === 404 ? "Sorry, we couldn't find that board" : failureText(state.error);
    return (
      <Box padding={8}>
        <Heading size="400" align="center">
          {text}
        </Heading>
      </Box>
    );
  }
  const { board } = state;
  const pins = board.pin_count === 1 ? '1 Pin' : `${board.pin_count} Pins`;
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
          </Flex>
          {board.description ? <Text align="center">{board.description}</Text> : null}
          <Text color="subtle">
            {pins} · by{' '}
            <Link to={`/${board.owner.username}`} className="pb-board-owner">
              {board.owner.username}
            </Link>
          </Text>
        </Flex>
      </Box>
      {host.renderPinFeed({ source: { kind: 'board', boardId: board.id }, emptyText: 'No Pins yet' })}
    </section>
  );
}

/** Exposed as mfe_boards/BoardPage: the route '/:username/:slug/'. The grid comes from mfe_pins via the shell. */
export function BoardPage(props: BoardPageProps) {
  return (
    <BoardsRoot>
      <BoardView key={`${props.username}/${props.slug}`} {...props} />
    </BoardsRoot>
  );
}
