import { useState } from 'react';
import { Box, Flex, Heading, SearchField, Spinner, Text } from 'gestalt';
import type { Board } from '@pinboard/contracts/web';
import { BoardRow } from './board-row';
import { pickerSections } from './board-order';

interface BoardPickerProps {
  boards: Board[] | null;
  savingBoardId: string | null;
  onPick(board: Board): void;
}

/** 'Top choices' + 'All boards' (or one flat list), with a search field. */
export function BoardPicker({ boards, savingBoardId, onPick }: BoardPickerProps) {
  const [query, setQuery] = useState('');
  if (boards === null) return <Spinner show accessibilityLabel="Loading boards" />;
  const sections = pickerSections(boards, query);
  const empty = sections.every((section) => section.boards.length === 0);
  return (
    <Flex direction="column" gap={{ column: 2, row: 0 }}>
      {boards.length > 0 ? (
        <SearchField
          id="pb-repin-board-search"
          accessibilityLabel="Search boards"
          accessibilityClearButtonLabel="Clear search"
          placeholder="Search"
          value={query}
          onChange={({ value }) => setQuery(value)}
          autoComplete="off"
        />
      ) : null}
      {sections.map((section) => (
        <div key={section.title ?? 'flat'} role="list" aria-label={section.title ?? 'Boards'}>
          {section.title ? (
            <Box paddingX={2} paddingY={2}>
              <Heading size="400" accessibilityLevel={3}>
                {section.title}
              </Heading>
            </Box>
          ) : null}
          {section.boards.map((board) => (
            <div role="listitem" key={`${section.title ?? 'flat'}-${board.id}`}>
              <BoardRow
                board={board}
                saving={savingBoardId === board.id}
                disabled={savingBoardId !== null}
                onPick={onPick}
              />
            </div>
          ))}
        </div>
      ))}
      {empty ? (
        <Box padding={4}>
          <Text align="center" color="subtle">
            {boards.length ? 'No boards match your search' : 'You have no boards yet. Create one!'}
          </Text>
        </Box>
      ) : null}
    </Flex>
  );
}
