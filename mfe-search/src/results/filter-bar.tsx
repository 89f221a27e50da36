import { useId, useRef, useState } from 'react';
import { Button, Flex, Heading, Icon, Layer, Popover } from 'gestalt';
import { useLocation, useNavigate } from 'react-router';
import { inPaletteOrder, SEARCH_COLORS, type SearchColor } from '@pinboard/contracts/web';
import { OVERLAY_Z_INDEX } from '@pinboard/web-kit';
import { colorsUrl, type SearchState } from '../common/search-url';

const COLORS_BY_NAME = new Map(SEARCH_COLORS.map((color) => [color.name, color]));

/** One colour of the palette: a real toggle button, its name its label. */
function Swatch({ color, on, onToggle }: { color: SearchColor; on: boolean; onToggle: () => void }) {
  const { label, swatch } = COLORS_BY_NAME.get(color)!;
  return (
    <button
      type="button"
      className={`pb-swatch${on ? ' pb-swatch--on' : ''}`}
      aria-pressed={on}
      aria-label={label}
      onClick={onToggle}
    >
      <span className="pb-swatch__dot" style={{ background: swatch }}>
        {on ? (
          <span className="pb-swatch__check">
            <Icon icon="check" size={12} color="default" accessibilityLabel="" />
          </span>
        ) : null}
      </span>
      <span className="pb-swatch__name">{label}</span>
    </button>
  );
}

/**
 * The filter bar of a Pin search (under the scope tabs): a 'Colour' control whose popover toggles
 * the palette's colours. Every change is a new URL (colors=…, rs=filter), so back undoes it and a
 * shared link shows the same Pins.
 */
export function FilterBar({ state }: { state: SearchState }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const chosen = state.colors ?? [];

  const choose = (colors: SearchColor[]) =>
    void navigate(colorsUrl(state, colors, new URLSearchParams(location.search)));
  const toggle = (color: SearchColor) =>
    choose(chosen.includes(color) ? chosen.filter((c) => c !== color) : inPaletteOrder([...chosen, color]));
  const close = () => {
    setOpen(false);
    anchor.current?.focus({ preventScroll: true });
  };

  return (
    <div className="pb-filter-bar" role="group" aria-label="Filters">
      <button
        ref={anchor}
        type="button"
        className={`pb-filter${chosen.length ? ' pb-filter--active' : ''}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {chosen.length ? (
          <span className="pb-filter__dots" aria-hidden="true">
            {chosen.map((color) => (
              <span
                key={color}
                className="pb-filter__dot"
                style={{ background: COLORS_BY_NAME.get(color)!.swatch }}
              />
            ))}
          </span>
        ) : null}
        {/* The chosen colours by name too: a swatch alone says nothing to everyone. */}
        <span className="pb-filter__text">
          Colour
          {chosen.length ? `: ${chosen.map((color) => COLORS_BY_NAME.get(color)!.label).join(', ')}` : ''}
        </span>
        <Icon
          icon="arrow-down"
          size={12}
          color={chosen.length ? 'inverse' : 'default'}
          accessibilityLabel=""
        />
      </button>
      {chosen.length ? (
        <Button
          text="Clear"
          color="transparent"
          accessibilityLabel="Clear colours"
          onClick={() => choose([])}
        />
      ) : null}
      {open ? (
        <Layer zIndex={OVERLAY_Z_INDEX}>
          <Popover
            anchor={anchor.current}
            id={popoverId}
            accessibilityLabel="Colour"
            idealDirection="down"
            positionRelativeToAnchor={false}
            size="lg"
            onDismiss={close}
          >
            <div className="pb-color-picker">
              <Heading size="300" accessibilityLevel={2}>
                Colour
              </Heading>
              <div className="pb-swatches" role="group" aria-label="Colours">
                {SEARCH_COLORS.map(({ name }) => (
                  <Swatch key={name} color={name} on={chosen.includes(name)} onToggle={() => toggle(name)} />
                ))}
              </div>
              <Flex justifyContent="end" gap={2}>
                <Button text="Clear" color="gray" disabled={!chosen.length} onClick={() => choose([])} />
                <Button text="Done" color="red" onClick={close} />
              </Flex>
            </div>
          </Popover>
        </Layer>
      ) : null}
    </div>
  );
}
