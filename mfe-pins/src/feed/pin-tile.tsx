import { useEffect, useRef } from 'react';
import { Button, Icon } from 'gestalt';
import { Link } from 'react-router';
import { PIN_GRID_WIDTH, type FeedPin, type Pin } from '@pinboard/contracts/web';
import { watchImpression, type AdEventQueue, type PromotedState } from './ad-events';
import { Price } from '../product/price';
import { savesLabel } from './saves-label';
import { useHoverIntent } from './use-hover-intent';
import { TileVideo } from '../video/tile-video';
import { formatDuration, videoLabel } from '../video/media';
import { ideaPinLabel, storyPagesOf } from './idea-pin';

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

/**
 * One Pin of the grid. Its Save button shows on hover (SPEC §9 timing) and on keyboard focus
 * (CSS :focus-within); it sits beside the link, never inside it.
 */
interface PinTileProps {
  pin: Pin | FeedPin;
  onSave(pin: Pin): void;
  /** Organizing the grid: the tile is a checkbox that picks the Pin, not a link. */
  picking?: { picked: boolean; onPick(pinId: string): void };
  /** Where a promoted Pin's impression, closeup and save are recorded. */
  adEvents?: AdEventQueue;
}

export function PinTile({ pin, onSave, picking, adEvents }: PinTileProps) {
  const caption = pin.title.trim();
  const tile = useRef<HTMLDivElement>(null);
  // A promoted Pin (SPEC §3 trackingParams) records its impression by the MRC display rule.
  const token = pin.is_promoted ? pin.tracking_params : undefined;
  useEffect(() => {
    if (!token || !adEvents || !tile.current) return;
    return watchImpression(tile.current, () => adEvents.record('impression', token));
  }, [token, adEvents]);
  const record = (type: 'closeup' | 'save') => token && adEvents?.record(type, token);
  // Home feed tiles know how often their original was saved (SPEC §5: shown only when over 1).
  const saves =
    'aggregated_pin_data' in pin ? savesLabel(pin.aggregated_pin_data.aggregated_stats.saves) : null;
  const hover = useHoverIntent();
  // A video Pin: its cover as the image, the video over it while it plays, and its length.
  const video = pin.videos ?? null;
  // An Idea Pin: its first page as the image, and how many pages it has.
  const pages = storyPagesOf(pin);
  return (
    <div
      ref={tile}
      className={hover.hovered ? 'pb-tile pb-tile--hover' : 'pb-tile'}
      onPointerEnter={hover.enter}
      onPointerLeave={hover.leave}
    >
      <div className="pb-tile__frame">
        {picking ? (
          <button
            type="button"
            role="checkbox"
            aria-checked={picking.picked}
            aria-label={`Pick ${caption || pinAlt(pin)}`}
            className={picking.picked ? 'pb-tile__pick pb-tile__pick--picked' : 'pb-tile__pick'}
            onClick={() => picking.onPick(pin.id)}
          />
        ) : null}
        <Link
          to={`/pin/${pin.id}/`}
          state={token ? ({ trackingToken: token } satisfies PromotedState) : undefined}
          onClick={() => record('closeup')}
          className="pb-tile__link"
          aria-label={caption || pinAlt(pin)}
          {...(picking && { tabIndex: -1, 'aria-hidden': true })}
        >
          <div
            className="pb-tile__image"
            style={{ aspectRatio: aspectRatio(pin), backgroundColor: pin.color || '#efefef' }}
          >
            <img
              src={pin.images['236x'].url}
              alt={pinAlt(pin)}
              width={PIN_GRID_WIDTH}
              height={imageHeight(pin)}
              loading="lazy"
              decoding="async"
            />
            {video ? <TileVideo video={video} kind={pin.is_promoted ? 'promoted' : 'organic'} /> : null}
            <span className="pb-tile__wash" aria-hidden="true" />
          </div>
        </Link>
        {video ? (
          <span className="pb-tile__duration" role="img" aria-label={videoLabel(video.duration)}>
            <span aria-hidden="true">{formatDuration(video.duration)}</span>
          </span>
        ) : null}
        {pages ? (
          <span className="pb-tile__pages" role="img" aria-label={ideaPinLabel(pages.length)}>
            <Icon icon="idea-pin" accessibilityLabel="" color="inverse" size={12} />
            <span aria-hidden="true">{pages.length}</span>
          </span>
        ) : null}
        <div className="pb-tile__actions" hidden={picking !== undefined}>
          <Button
            text="Save"
            color="red"
            accessibilityLabel={`Save ${pinAlt(pin)}`}
            accessibilityHaspopup
            onClick={() => {
              record('save');
              onSave(pin);
            }}
          />
        </div>
      </div>
      {caption ? <p className="pb-tile__caption">{caption}</p> : null}
      {pin.product ? <Price product={pin.product} className="pb-tile__price" /> : null}
      {pin.is_promoted && pin.promoter ? (
        <p className="pb-tile__promoted">Promoted by {pin.promoter.name}</p>
      ) : null}
      {saves ? <p className="pb-tile__saves">{saves}</p> : null}
    </div>
  );
}
