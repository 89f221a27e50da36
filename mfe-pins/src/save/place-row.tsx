import { Icon, Spinner, TapArea, Text } from 'gestalt';
import type { Board } from '@pinboard/contracts/web';

export const boardCover = (board: Board) => board.image_cover_url ?? board.pin_thumbnail_urls[0] ?? null;

interface PlaceRowProps {
  name: string;
  imageUrl: string | null;
  secret?: boolean;
  /** The viewer already saved this Pin here (SPEC §2.3: marked in the picker). */
  saved: boolean;
  saving: boolean;
  disabled: boolean;
  onPick(): void;
}

/** One place to save to in the picker, a board or a section: image, name, lock, 'Saved' mark. */
export function PlaceRow({ name, imageUrl, secret = false, saved, saving, disabled, onPick }: PlaceRowProps) {
  return (
    <TapArea rounding={4} disabled={disabled} onTap={onPick}>
      <div className="pb-place-row">
        <div className="pb-place-row__image" aria-hidden="true">
          {imageUrl ? <img src={imageUrl} alt="" /> : null}
        </div>
        <div className="pb-place-row__name">
          <Text weight="bold" lineClamp={1}>
            {name}
          </Text>
        </div>
        {secret ? <Icon icon="lock" accessibilityLabel="Secret board" color="subtle" size={14} /> : null}
        {saved ? (
          <span className="pb-place-row__saved">
            <Icon icon="check-circle" accessibilityLabel="" color="success" size={14} />
            <Text size="200" color="subtle">
              Saved
            </Text>
          </span>
        ) : null}
        {saving ? <Spinner show size="sm" accessibilityLabel="Saving" /> : null}
      </div>
    </TapArea>
  );
}
