import { Box, Flex, Spinner, Text } from 'gestalt';
import type { Board, SavedTo, Section } from '@pinboard/contracts/web';
import { errorText } from '@pinboard/web-kit';
import { PlaceList } from './place-list';
import { boardCover, PlaceRow } from './place-row';
import { isSavedAt, placeKey } from './saved-places';

interface SectionPickerProps {
  board: Board;
  sections: { data?: Section[]; isError: boolean; error: unknown };
  savedTo: readonly SavedTo[];
  saving: string | null;
  /** The section chosen, or null for the board itself. */
  onPick(section: Section | null): void;
}

/** 'Choose section' (SPEC §2.3): heading 'Board' with the board row, then 'Section' with its sections. */
export function SectionPicker({ board, sections, savedTo, saving, onPick }: SectionPickerProps) {
  return (
    <Flex direction="column" gap={{ column: 2, row: 0 }}>
      <PlaceList title="Board">
        <PlaceRow
          name={board.name}
          imageUrl={boardCover(board)}
          secret={board.privacy === 'secret'}
          saved={isSavedAt(savedTo, board.id, null)}
          saving={saving === placeKey(board.id, null)}
          disabled={saving !== null}
          onPick={() => onPick(null)}
        />
      </PlaceList>
      {sections.data?.length === 0 ? null : sections.data ? (
        <PlaceList title="Section">
          {sections.data.map((section) => (
            <PlaceRow
              key={section.id}
              name={section.title}
              imageUrl={section.preview_pins[0]?.image_square_url ?? null}
              saved={isSavedAt(savedTo, board.id, section.id)}
              saving={saving === placeKey(board.id, section.id)}
              disabled={saving !== null}
              onPick={() => onPick(section)}
            />
          ))}
        </PlaceList>
      ) : (
        <Box padding={4}>
          {sections.isError ? (
            <Text align="center">{errorText(sections.error)}</Text>
          ) : (
            <Spinner show accessibilityLabel="Loading sections" />
          )}
        </Box>
      )}
    </Flex>
  );
}
