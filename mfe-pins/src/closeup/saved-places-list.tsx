import { Icon, Text } from 'gestalt';
import type { SavedTo } from '@pinboard/contracts/web';
import { LinkedTextView } from '../save/linked-text';
import { placeKey, savedPlaceText } from '../save/saved-places';

/** Where the viewer saved this Pin ('Saved to {board}', 'Saved to {section} in {board}'), each linked. */
export function SavedPlacesList({ savedTo }: { savedTo: readonly SavedTo[] }) {
  if (savedTo.length === 0) return null;
  return (
    <ul className="pb-closeup__saved" aria-label="Where you saved this Pin">
      {savedTo.map(({ board, section }) => (
        <li key={placeKey(board.id, section?.id ?? null)}>
          <Icon icon="check-circle" accessibilityLabel="" color="success" size={14} />
          <Text size="200" inline>
            <LinkedTextView text={savedPlaceText(board, section)} linkClassName="pb-closeup__saved-link" />
          </Text>
        </li>
      ))}
    </ul>
  );
}
