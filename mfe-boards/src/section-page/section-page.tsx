import { Box, Flex, Heading, Icon, Spinner, Text } from 'gestalt';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Section } from '@pinboard/contracts/web';
import {
  boardViewKey,
  dataOf,
  PageLoadFailure,
  pageTitle,
  pinCountText,
  useDocumentTitle,
} from '@pinboard/web-kit';
import { bootQueryOptions, useBoard } from '../board-page/use-board';
import { BoardsRoot } from '../common/boards-root';
import { lessMoved, useCountsAfterMove } from '../common/use-counts-after-move';
import type { BoardsExposes } from '../exposes';

function SectionView({ host, username, slug, section: sectionSlug }: BoardsExposes['SectionPage']) {
  // The board and section as they came in the page's HTML, when this is the page it was loaded for.
  const [boot] = useState(() => ({
    board: host.bootBoard?.(username, slug) ?? null,
    section: host.bootSection?.(username, slug, sectionSlug) ?? null,
  }));
  const board = useBoard(host.api, username, slug, boot.board);
  const sectionKey = ['section', username, slug, sectionSlug] as const;
  const section = useQuery({
    queryKey: sectionKey,
    queryFn: () =>
      dataOf(host.api.get('BoardSectionResource', { username, board_slug: slug, section_slug: sectionSlug })),
    ...bootQueryOptions(boot.section),
  });

  const queryClient = useQueryClient();
  // Every Pin moved leaves this section, whichever board or section it went to.
  const onPinsMoved = useCountsAfterMove(
    [sectionKey, boardViewKey(username, slug), ['board-sections']],
    (moved) =>
      queryClient.setQueryData<Section>(sectionKey, (section) =>
        section ? { ...section, pin_count: lessMoved(section.pin_count, moved) } : section,
      ),
  );

  useDocumentTitle(section.data && board.data ? pageTitle(section.data.title, board.data.name) : null);
  const error = section.error ?? board.error;
  if (error)
    return (
      <PageLoadFailure error={error} onRetry={() => void Promise.all([section.refetch(), board.refetch()])} />
    );
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
        organize: board.data.board_access.includes('write'),
        onPinsMoved,
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
