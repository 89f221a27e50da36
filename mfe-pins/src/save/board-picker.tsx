import { useState } from 'react';
import { Box, Flex, SearchField, Spinner, Text } from 'gestalt';
import type { Board, BoardPicker as PickerData, SavedTo } from '@pinboard/contracts/web';
import { pickerGroups } from './board-order';
import { PlaceList } from './place-list';
import { boardCover, PlaceRow } from './place-row';
import { isSavedInBoard, placeKey } from './saved-places';

interface BoardPickerProps {
  picker: PickerData | null;
  savedTo: readonly SavedTo[];
  /** placeKey of the row being saved to, if any. */
  saving: string | null;
  onPick(board: Board): void;
}

/** 'Choose board': 'Top choices' and 'All boards' (or one flat list), with a search across all. */
export function BoardPicker({ picker, savedTo, saving, onPick }: BoardPickerProps) {
  const [query, setQuery] = useState('');
  if (picker === null) return <Spinner show accessibilityLabel="Loading boards" />;
  const groups = pickerGroups(picker, query);
  const any = picker.all_boards.length > 0;
  const empty = groups.every((group) => group.boards.length === 0);
  return (
    <Flex direction="column" gap={{ column: 2, row: 0 }}>
      {any ? (
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
      {empty ? (
        <Box padding={4}>
          <Text align="center" color="subtle">
            {any ? 'No boards match your search' : 'You have no boards yet. Create one!'}
          </Text>
        </Box>
      ) : (
        groups.map((group) => (
          <PlaceList key={group.title ?? 'flat'} title={group.title}>
            {group.boards.map((board) => (
              <PlaceRow
                key={board.id}
                name={board.name}
                imageUrl={boardCover(board)}
                secret={board.privacy === 'secret'}
                saved={isSavedInBoard(savedTo, board.id)}
                saving={saving === placeKey(board.id, null)}
                disabled={saving !== null}
                onPick={() => onPick(board)}
              />
            ))}
          </PlaceList>
        ))
      )}
    </Flex>
  );
}
