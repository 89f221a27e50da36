import { Box, Flex, Heading, Icon, Spinner, Text } from 'gestalt';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@pinboard/web-kit';
import { useBoard } from '../board-page/use-board';
import { BoardsRoot } from '../common/boards-root';
import { LoadFailure } from '../common/load-failure';
import { pinCountText } from '../common/pin-count';
import type { BoardsExposes } from '../exposes';

function SectionView({ host, username, slug, section: sectionSlug }: BoardsExposes['SectionPage']) {
  const board = useBoard(host.api, username, slug);
  const section = useQuery({
    queryKey: ['section', username, slug, sectionSlug],
    queryFn: () =>
      dataOf(host.api.get('BoardSectionResource', { username, board_slug: slug, section_slug: sectionSlug })),
  });

  const error = section.error ?? board.error;
  if (error) return <LoadFailure error={error} notFound="Sorry, we couldn't find that section" />;
  if (!section.data || !board.data) return <Spinner show accessibilityLabel="Loading section" />;
  const { title, pin_count, board_id, id } = section.data;
  return (
    <section aria-labelledby="pb-section-title">
      <Box paddingY={6} paddingX={4}>
        <Flex direction="column" alignItems="center" gap={{ column: 2, row: 0 }}>
          <Link to={board.data.url} className="pb-section-page__board">
            <Icon icon="arrow-back" accessibilityLabel="" size={12} color="subtle" />
            {board.data.name}
          </Link>
          <Heading size="600" accessibilityLevel={1} id="pb-section-title" align="center">
            {title}
          </Heading>
          <Text color="subtle">{pinCountText(pin_count)}</Text>
        </Flex>
      </Box>
      {host.renderPinFeed({
        source: { kind: 'board', boardId: board_id, sectionId: id },
        emptyText: 'No Pins yet',
      })}
    </section>
  );
}

/** Exposed as mfe_boards/SectionPage: the route '/:username/:slug/:section/'. Its Pins come from mfe_pins. */
export function SectionPage(props: BoardsExposes['SectionPage']) {
  return (
    <BoardsRoot>
      <SectionView key={`${props.username}/${props.slug}/${props.section}`} {...props} />
    </BoardsRoot>
  );
}
