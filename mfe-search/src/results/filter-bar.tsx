import { useId, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Flex,
  Heading,
  Icon,
  Layer,
  NumberField,
  Popover,
  SelectList,
  Spinner,
  Text,
} from 'gestalt';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import {
  inPaletteOrder,
  SEARCH_COLORS,
  SHOPPING_SCOPES,
  SPEC_CURRENCIES,
  type SearchColor,
} from '@pinboard/contracts/web';
import type { ApiClient } from '@pinboard/host-contract';
import { OVERLAY_Z_INDEX } from '@pinboard/web-kit';
import { brandsOf, filteredUrl, localCurrency, searchRequest, type SearchState } from '../common/search-url';

const COLORS_BY_NAME = new Map(SEARCH_COLORS.map((color) => [color.name, color]));

/** The filter bar's URL changes: each is a new URL (rs=filter), so back undoes it. */
type FilterChanges = Parameters<typeof filteredUrl>[1];

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
 * A control of the bar that opens a popover: its text says what is chosen (a swatch alone says
 * nothing to everyone); Escape or a click outside closes it and focus goes back to the control.
 */
function FilterPopover({
  title,
  text,
  active,
  before,
  children,
}: {
  title: string;
  text: string;
  active: boolean;
  before?: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const close = () => {
    setOpen(false);
    anchor.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className={`pb-filter${active ? ' pb-filter--active' : ''}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {before}
        <span className="pb-filter__text">{text}</span>
        <Icon icon="arrow-down" size={12} color={active ? 'inverse' : 'default'} accessibilityLabel="" />
      </button>
      {open ? (
        <Layer zIndex={OVERLAY_Z_INDEX}>
          <Popover
            anchor={anchor.current}
            id={popoverId}
            accessibilityLabel={title}
            idealDirection="down"
            positionRelativeToAnchor={false}
            size="lg"
            onDismiss={close}
          >
            <div className="pb-filter-popover">
              <Heading size="300" accessibilityLevel={2}>
                {title}
              </Heading>
              {children(close)}
            </div>
          </Popover>
        </Layer>
      ) : null}
    </>
  );
}

function ColourFilter({ state, change }: { state: SearchState; change: (changes: FilterChanges) => void }) {
  const chosen = state.colors ?? [];
  const choose = (colors: SearchColor[]) => change({ colors: colors.length ? colors.join(',') : null });
  const toggle = (color: SearchColor) =>
    choose(chosen.includes(color) ? chosen.filter((c) => c !== color) : inPaletteOrder([...chosen, color]));
  return (
    <>
      <FilterPopover
        title="Colour"
        active={chosen.length > 0}
        text={`Colour${chosen.length ? `: ${chosen.map((color) => COLORS_BY_NAME.get(color)!.label).join(', ')}` : ''}`}
        before={
          chosen.length ? (
            <span className="pb-filter__dots" aria-hidden="true">
              {chosen.map((color) => (
                <span
                  key={color}
                  className="pb-filter__dot"
                  style={{ background: COLORS_BY_NAME.get(color)!.swatch }}
                />
              ))}
            </span>
          ) : null
        }
      >
        {(close) => (
          <>
            <div className="pb-swatches" role="group" aria-label="Colours">
              {SEARCH_COLORS.map(({ name }) => (
                <Swatch key={name} color={name} on={chosen.includes(name)} onToggle={() => toggle(name)} />
              ))}
            </div>
            <Flex justifyContent="end" gap={2}>
              <Button text="Clear" color="gray" disabled={!chosen.length} onClick={() => choose([])} />
              <Button text="Done" color="red" onClick={close} />
            </Flex>
          </>
        )}
      </FilterPopover>
      {chosen.length ? (
        <Button
          text="Clear"
          color="transparent"
          accessibilityLabel="Clear colours"
          onClick={() => choose([])}
        />
      ) : null}
    </>
  );
}

/** An amount as the viewer's locale writes it in `currency` ('$10', '49,50 €'), cents only when it has them. */
function priceText(value: number, currency: string): string {
  try {
    const whole = Number.isInteger(value);
    return value.toLocaleString(undefined, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
  } catch {
    return `${value.toLocaleString(undefined, { maximumFractionDigits: 2 })} ${currency}`;
  }
}

/**
 * The price range of a shopping search ('Price: $10–$50') and its currency (the viewer's region's
 * unless the URL names one: products priced in other currencies are not compared), applied when
 * the person says so.
 */
function PriceRange({
  state,
  change,
  close,
}: {
  state: SearchState;
  change: (changes: FilterChanges) => void;
  close: () => void;
}) {
  const [min, setMin] = useState<number | undefined>(state.priceMin);
  const [max, setMax] = useState<number | undefined>(state.priceMax);
  const [currency, setCurrency] = useState(state.currency ?? localCurrency());
  const id = useId();
  const backwards = min !== undefined && max !== undefined && min > max;
  const ranged = min !== undefined || max !== undefined;
  const currencies = SPEC_CURRENCIES.includes(currency) ? SPEC_CURRENCIES : [currency, ...SPEC_CURRENCIES];
  const apply = () => {
    change({
      price_min: min === undefined ? null : String(min),
      price_max: max === undefined ? null : String(max),
      currency: ranged ? currency : null,
    });
    close();
  };
  return (
    <form
      className="pb-price-range"
      onSubmit={(event) => {
        event.preventDefault();
        if (!backwards) apply();
      }}
    >
      <Flex gap={2}>
        <NumberField
          id={`${id}-min`}
          label="Minimum price"
          min={0}
          step={1}
          value={min}
          onChange={({ value }) => setMin(value === undefined || value < 0 ? undefined : value)}
        />
        <NumberField
          id={`${id}-max`}
          label="Maximum price"
          min={0}
          step={1}
          value={max}
          errorMessage={backwards ? 'The maximum is below the minimum' : undefined}
          onChange={({ value }) => setMax(value === undefined || value < 0 ? undefined : value)}
        />
      </Flex>
      <SelectList
        id={`${id}-currency`}
        label="Currency"
        helperText="Only products priced in this currency are shown"
        value={currency}
        onChange={({ value }) => setCurrency(value)}
      >
        {currencies.map((code) => (
          <SelectList.Option key={code} label={code} value={code} />
        ))}
      </SelectList>
      <Flex justifyContent="end" gap={2}>
        <Button
          text="Clear"
          color="gray"
          disabled={!ranged}
          onClick={() => {
            change({ price_min: null, price_max: null, currency: null });
            close();
          }}
        />
        <Button text="Apply" color="red" type="submit" disabled={backwards} />
      </Flex>
    </form>
  );
}

function PriceFilter({ state, change }: { state: SearchState; change: (changes: FilterChanges) => void }) {
  const { priceMin: min, priceMax: max } = state;
  const currency = state.currency ?? localCurrency();
  const range =
    min !== undefined && max !== undefined
      ? `${priceText(min, currency)}–${priceText(max, currency)}`
      : min !== undefined
        ? `from ${priceText(min, currency)}`
        : max !== undefined
          ? `up to ${priceText(max, currency)}`
          : '';
  return (
    <FilterPopover title="Price" active={range !== ''} text={range ? `Price: ${range}` : 'Price'}>
      {(close) => <PriceRange state={state} change={change} close={close} />}
    </FilterPopover>
  );
}

/** Brands compared as the service compares them: accents and case ignored. */
const folded = (brand: string) => brand.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The brands of the Pins this search finds (SearchBrandsResource: its other filters applied, most
 * Pins first), each a checkbox; applied when the person says so.
 */
function BrandChoices({
  api,
  state,
  change,
  close,
}: {
  api: ApiClient;
  state: SearchState;
  change: (changes: FilterChanges) => void;
  close: () => void;
}) {
  const chosenNow = brandsOf(state);
  const [picked, setPicked] = useState<string[]>(chosenNow);
  const id = useId();
  // The same list whichever brands are chosen: the brands filter is not applied to it.
  const withoutBrands = { ...state, brands: undefined };
  const found = useQuery({
    queryKey: ['search-brands', withoutBrands],
    queryFn: async () => {
      const result = await api.get('SearchBrandsResource', searchRequest(withoutBrands));
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
  });
  const isPicked = (name: string) => picked.some((brand) => folded(brand) === folded(name));
  const toggle = (name: string, on: boolean) =>
    setPicked((was) => (on ? [...was, name] : was.filter((brand) => folded(brand) !== folded(name))));
  // Chosen brands this search no longer finds stay listed, so that they can be taken off.
  const listed = [
    ...(found.data ?? []),
    ...chosenNow
      .filter((brand) => !(found.data ?? []).some((item) => folded(item.name) === folded(brand)))
      .map((name) => ({ name, pin_count: 0 })),
  ];
  return (
    <form
      className="pb-brand-choices"
      onSubmit={(event) => {
        event.preventDefault();
        change({ brands: picked.length ? picked.join(',') : null });
        close();
      }}
    >
      {found.isPending ? (
        <Spinner accessibilityLabel="Loading brands" show />
      ) : found.isError ? (
        <Text>The brands could not be loaded. Try again in a moment.</Text>
      ) : listed.length === 0 ? (
        <Text>No brands among these products.</Text>
      ) : (
        <div className="pb-brand-list" role="group" aria-label="Brands">
          {listed.map((brand, index) => (
            <Checkbox
              key={folded(brand.name)}
              id={`${id}-${index}`}
              label={brand.pin_count ? `${brand.name} (${brand.pin_count})` : brand.name}
              checked={isPicked(brand.name)}
              onChange={({ checked }) => toggle(brand.name, checked)}
            />
          ))}
        </div>
      )}
      <Flex justifyContent="end" gap={2}>
        <Button
          text="Clear"
          color="gray"
          disabled={picked.length === 0 && chosenNow.length === 0}
          onClick={() => {
            change({ brands: null });
            close();
          }}
        />
        <Button text="Apply" color="red" type="submit" />
      </Flex>
    </form>
  );
}

function BrandFilter({
  api,
  state,
  change,
}: {
  api: ApiClient;
  state: SearchState;
  change: (changes: FilterChanges) => void;
}) {
  const chosen = brandsOf(state);
  const text =
    chosen.length === 0 ? 'Brand' : chosen.length === 1 ? `Brand: ${chosen[0]}` : `Brands: ${chosen.length}`;
  return (
    <FilterPopover title="Brand" active={chosen.length > 0} text={text}>
      {(close) => <BrandChoices api={api} state={state} change={change} close={close} />}
    </FilterPopover>
  );
}

/**
 * The filter bar of a Pin search (under the scope tabs): 'Colour', and in the shopping scopes
 * 'Price', 'Brand' and 'On sale'. Every change is a new URL (rs=filter), so back undoes it and a shared
 * link shows the same Pins.
 */
export function FilterBar({ api, state }: { api: ApiClient; state: SearchState }) {
  const location = useLocation();
  const navigate = useNavigate();
  const change = (changes: FilterChanges) =>
    void navigate(filteredUrl(state, changes, new URLSearchParams(location.search)));
  const shopping = SHOPPING_SCOPES.includes(state.scope);
  return (
    <div className="pb-filter-bar" role="group" aria-label="Filters">
      <ColourFilter state={state} change={change} />
      {shopping ? (
        <>
          <PriceFilter state={state} change={change} />
          <BrandFilter api={api} state={state} change={change} />
          <button
            type="button"
            className={`pb-filter${state.onSale ? ' pb-filter--active' : ''}`}
            aria-pressed={state.onSale === true}
            onClick={() => change({ on_sale: state.onSale ? null : 'true' })}
          >
            <span className="pb-filter__text">On sale</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
