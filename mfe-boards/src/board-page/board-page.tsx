import { Box, Flex, Heading, Icon, Spinner, Text } from 'gestalt';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { apiErrorOf, dataOf, errorText } from '@pinboard/web-kit';
import { BoardsRoot } from '../common/boards-root';
import type { BoardsExposes } from '../exposes';

function BoardView({ host, username, slug }: BoardsExposes['BoardPage']) {
  const query = useQuery({
    queryKey: ['board', username, slug],
    queryFn: () => dataOf(host.api.get('BoardResource', { username, slug })),
  });

  if (query.isPending) return <Spinner show accessibilityLabel="Loading board" />;
  if (query.isError) {
    const notFound = apiErrorOf(query.error).http_status === 404;
    return (
      <Box padding={8}>
        <Heading size="400" align="center">
          {notFound ? "Sorry, we couldn't find that board" : errorText(query.error)}
        </Heading>
      </Box>
    );
  }
  const board = query.data;
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
export function BoardPage(props: BoardsExposes['BoardPage']) {
  return (
    <BoardsRoot>
      <BoardView key={`${props.username}/${props.slug}`} {...props} />
    </BoardsRoot>
  );
}
