import { Icon, Text } from 'gestalt';
import { Link } from 'react-router';
import type { Board } from '@pinboard/contracts/web';
import { isPendingBoard } from '@pinboard/web-kit';
import { pinCountText } from '../common/pin-count';
import { boardHref } from './board-href';

function Cover({ board }: { board: Board }) {
  const [first, second, third] = board.pin_thumbnail_urls;
  const main = board.image_cover_url ?? first;
  if (!main) return <div className="pb-board-card__cover pb-board-card__cover--empty" />;
  if (board.image_cover_url || !second) {
    return (
      <div className="pb-board-card__cover">
        <img src={main} alt="" loading="lazy" />
      </div>
    );
  }
  // No chosen cover: a collage of the latest Pins (one large, two small).
  return (
    <div className="pb-board-card__cover pb-board-card__collage">
      <img src={first} alt="" loading="lazy" className="pb-board-card__collage-main" />
      <img src={second} alt="" loading="lazy" />
      {third ? <img src={third} alt="" loading="lazy" /> : <span />}
    </div>
  );
}

export function BoardCard({ board, signedIn }: { board: Board; signedIn: boolean }) {
  const content = (
    <>
      <Cover board={board} />
      <div className="pb-board-card__title">
        <Text weight="bold" size="400" lineClamp={1}>
          {board.name}
        </Text>
        {board.privacy === 'secret' ? (
          <Icon icon="lock" accessibilityLabel="Secret board" color="default" size={14} />
        ) : null}
      </div>
      <Text size="100" color="subtle">
        {pinCountText(board.pin_count)}
        {board.archived_by_me_at ? ' · Archived' : ''}
      </Text>
    </>
  );
  // A board still being created has no page yet.
  if (isPendingBoard(board)) return <div className="pb-board-card pb-board-card--pending">{content}</div>;
  return (
    <Link to={boardHref(board.url, signedIn)} className="pb-board-card">
      {content}
    </Link>
  );
}
