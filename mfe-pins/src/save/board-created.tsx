import { Box, Button, Flex, Image, Text } from 'gestalt';
import { Link } from 'react-router';
import type { Board, SavedPin } from '@pinboard/contracts/web';
import { pinAlt } from '../feed/pin-tile';
import { LinkedTextView } from './linked-text';
import { savedPlaceText } from './saved-places';

/** The 'Board created' view (SPEC §4): the Pin on its new board, with a way to see it. */
export function BoardCreated({ saved, board, onDone }: { saved: SavedPin; board: Board; onDone(): void }) {
  const image = saved.images['236x'];
  return (
    <Flex direction="column" alignItems="center" gap={{ column: 4, row: 0 }}>
      <Box width={image.width / 2} rounding={4} overflow="hidden">
        <Image
          src={image.url}
          alt={pinAlt(saved)}
          naturalWidth={image.width}
          naturalHeight={image.height}
          color={saved.color}
        />
      </Box>
      <Text align="center">
        <LinkedTextView
          text={savedPlaceText(board, null)}
          linkClassName="pb-toast__link"
          onNavigate={onDone}
        />
      </Text>
      <Flex gap={{ row: 2, column: 0 }}>
        <Link to={`/pin/${saved.id}`} onClick={onDone} className="pb-button-link">
          See it now
        </Link>
        <Button text="Done" color="red" onClick={onDone} />
      </Flex>
    </Flex>
  );
}
