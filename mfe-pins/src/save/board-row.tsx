import { Box, Flex, Icon, Spinner, TapArea, Text } from 'gestalt';
import type { Board } from '@pinboard/contracts/web';

interface BoardRowProps {
  board: Board;
  saving: boolean;
  disabled: boolean;
  onPick(board: Board): void;
}

/** One board in the picker: cover, name, lock for secret boards. */
export function BoardRow({ board, saving, disabled, onPick }: BoardRowProps) {
  const cover = board.image_cover_url ?? board.pin_thumbnail_urls[0] ?? null;
  return (
    <TapArea rounding={4} disabled={disabled} onTap={() => onPick(board)}>
      <Box padding={2}>
        <Flex alignItems="center" gap={{ row: 3, column: 0 }}>
          <div className="pb-board-row__cover" aria-hidden="true">
            {cover ? <img src={cover} alt="" /> : null}
          </div>
          <Box flex="grow" minWidth={0}>
            <Text weight="bold" lineClamp={1}>
              {board.name}
            </Text>
          </Box>
          {board.privacy === 'secret' ? (
            <Icon icon="lock" accessibilityLabel="Secret board" color="subtle" size={14} />
          ) : null}
          {saving ? <Spinner show size="sm" accessibilityLabel="Saving" /> : null}
        </Flex>
      </Box>
    </TapArea>
  );
}
