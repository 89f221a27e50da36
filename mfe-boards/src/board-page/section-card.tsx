import { Text } from 'gestalt';
import { Link } from 'react-router';
import type { Section } from '@pinboard/contracts/web';
import { pinCountText } from '@pinboard/web-kit';

/**
 * A section's latest Pins in the board card's collage: one large, two small. The collage is 3:2 on
 * a 2:1 grid, so every cell is square and each preview is cropped square.
 */
function Preview({ section }: { section: Section }) {
  const [first, second, third] = section.preview_pins.map((pin) => pin.image_square_url);
  return (
    <div className="pb-board-card__cover pb-board-card__collage">
      {first ? <img src={first} alt="" loading="lazy" className="pb-board-card__collage-main" /> : <span />}
      {second ? <img src={second} alt="" loading="lazy" /> : <span />}
      {third ? <img src={third} alt="" loading="lazy" /> : <span />}
    </div>
  );
}

export function SectionCard({ section }: { section: Section }) {
  return (
    <Link to={section.url} className="pb-board-card">
      <Preview section={section} />
      <div className="pb-board-card__title">
        <Text weight="bold" size="400" lineClamp={1}>
          {section.title}
        </Text>
      </div>
      <Text size="100" color="subtle">
        {pinCountText(section.pin_count)}
      </Text>
    </Link>
  );
}
