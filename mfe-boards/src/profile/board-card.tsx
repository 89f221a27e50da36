import { Icon, Text } from 'gestalt';
import { Link } from 'react-router';
import type { Board } from '@pinboard/contracts/web';
import { isPendingBoard, pinCountText } from '@pinboard/web-kit';
import { boardHref } from './board-href';
import { coverColumns, type BoardCardType } from './board-view';

/** The compact cover: the latest 4 Pins side by side, square, empty cells grey. */
function Strip({ board }: { board: Board }) {
  const urls = board.pin_thumbnail_urls.length ? board.pin_thumbnail_urls : [board.image_cover_url];
  return (
    <div className="pb-board-card__cover pb-board-card__strip" data-columns={4}>
      {[0, 1, 2, 3].map((i) => {
        const url = urls[i];
        return url ? <img key={i} src={url} alt="" loading="lazy" /> : <span key={i} />;
      })}
    </div>
  );
}

function Cover({ board, type }: { board: Board; type: BoardCardType }) {
  if (coverColumns(type) === 4) return <Strip board={board} />;
  const main = board.image_cover_url ?? board.pin_thumbnail_urls[0];
  if (!main) return <div className="pb-board-card__cover pb-board-card__cover--empty" />;
  const [second, third] = board.pin_thumbnail_urls.filter((url) => url !== main);
  if (!second) {
    return (
      <div className="pb-board-card__cover">
        <img src={main} alt="" loading="lazy" />
      </div>
    );
  }
  // Pinterest's board card: the cover large on the left, the latest other Pins stacked on the right.
  return (
    <div className="pb-board-card__cover pb-board-card__collage" data-columns={2}>
      <img src={main} alt="" loading="lazy" className="pb-board-card__collage-main" />
      <img src={second} alt="" loading="lazy" />
      {third ? <img src={third} alt="" loading="lazy" /> : <span />}
    </div>
  );
}

export function BoardCard({
  board,
  signedIn,
  type = 'grid',
}: {
  board: Board;
  signedIn: boolean;
  type?: BoardCardType;
}) {
  const content = (
    <>
      <Cover board={board} type={type} />
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
  const className = `pb-board-card pb-board-card--${type}`;
  if (isPendingBoard(board)) return <div className={`${className} pb-board-card--pending`}>{content}</div>;
  return (
    <Link to={boardHref(board.url, signedIn)} className={className}>
      {content}
    </Link>
  );
}
