import { Link } from 'react-router';
import { PIN_GRID_WIDTH, type Pin } from '@pinboard/contracts/web';

/**
 * A tile's height is fixed before its image loads: the image box takes the 236x image's aspect
 * ratio (from the API's width and height) and the caption row has a fixed height.
 */
function aspectRatio(pin: Pin): string {
  const image = pin.images['236x'];
  return image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '1 / 1';
}

function imageHeight(pin: Pin): number {
  const image = pin.images['236x'];
  return image.width > 0 ? Math.round((PIN_GRID_WIDTH * image.height) / image.width) : PIN_GRID_WIDTH;
}

export function pinAlt(pin: Pin): string {
  return pin.title.trim() || pin.description.trim() || 'Pin';
}

export function PinTile({ pin }: { pin: Pin }) {
  const caption = pin.title.trim();
  return (
    <div className="pb-tile">
      <Link to={`/pin/${pin.id}/`} className="pb-tile__link" aria-label={caption || pinAlt(pin)}>
        <div
          className="pb-tile__image"
          style={{ aspectRatio: aspectRatio(pin), backgroundColor: pin.dominant_color || '#efefef' }}
        >
          <img
            src={pin.images['236x'].url}
            alt={pinAlt(pin)}
            width={PIN_GRID_WIDTH}
            height={imageHeight(pin)}
            loading="lazy"
            decoding="async"
          />
          <span className="pb-tile__wash" aria-hidden="true" />
        </div>
      </Link>
      {caption ? <p className="pb-tile__caption">{caption}</p> : null}
    </div>
  );
}
