import { useCallback, useState } from 'react';
import { Box, Button, Masonry, Spinner, Text } from 'gestalt';
import { PIN_GRID_WIDTH, type Pin } from '@pinboard/contracts/web';
import { errorText } from '@pinboard/web-kit';
import { PinsRoot } from '../common/pins-root';
import type { PinsExposes } from '../exposes';
import { useRepin } from '../save/use-repin';
import { OrganizeBar } from '../organize/organize-bar';
import { useOrganize } from '../organize/use-organize';
import { adEventsOf } from './ad-events';
import { PinTile } from './pin-tile';
import { useGridScrollRestoration, useReturningToGrid } from './use-grid-scroll-restoration';
import { feedKey, usePinFeed } from './use-pin-feed';

const scrollContainer = () => window;

type MeasurementStore = ReturnType<typeof Masonry.createMeasurementStore<Pin, number>>;
/** Feeds whose tile sizes are kept, so that a grid coming back is laid out at once, not measured again. */
const KEPT_MEASUREMENTS = 20;
const measurementStores = new Map<string, MeasurementStore>();

/** The feed's measurement store (the most recently used feeds keep theirs). */
function measurementStoreOf(feed: string): MeasurementStore {
  const store = measurementStores.get(feed) ?? Masonry.createMeasurementStore<Pin, number>();
  measurementStores.delete(feed);
  measurementStores.set(feed, store);
  for (const oldest of measurementStores.keys()) {
    if (measurementStores.size <= KEPT_MEASUREMENTS) break;
    measurementStores.delete(oldest);
  }
  return store;
}

function PinGrid({ host, source, emptyText, organize, onPinsMoved }: PinsExposes['PinFeed']) {
  const returning = useReturningToGrid();
  const { feed, pins, done, loadMore, retry } = usePinFeed(
    host.api,
    source,
    returning,
    host.takeBootFeedPage,
  );
  // One measurement store per feed (PinGrid is keyed by feed, so this runs once per mount).
  const [measurementStore] = useState(() => measurementStoreOf(feedKey(source).join(':')));
  useGridScrollRestoration(pins.length > 0);
  // One repin modal for the grid: it outlives the tile that opened it (tiles come and go as it scrolls).
  const repin = useRepin(host);
  const { open } = repin;
  const organizer = useOrganize(host, source, pins, onPinsMoved);
  const { organizing, isPicked, pick } = organizer;
  const adEvents = adEventsOf(host.api);
  const renderItem = useCallback(
    ({ data }: { data: Pin }) => (
      <PinTile
        pin={data}
        onSave={open}
        adEvents={adEvents}
        {...(organizing && { picking: { picked: isPicked(data.id), onPick: pick } })}
      />
    ),
    [open, organizing, isPicked, pick, adEvents],
  );

  if (feed.isPending) return <Spinner show accessibilityLabel="Loading Pins" />;
  if (feed.isError && pins.length === 0) {
    return (
      <Box display="flex" direction="column" alignItems="center" padding={8}>
        <Text align="center">{errorText(feed.error)}</Text>
        <Box marginTop={3}>
          <Button text="Try again" onClick={retry} />
        </Box>
      </Box>
    );
  }
  if (pins.length === 0) {
    return (
      <Box padding={8}>
        <Text align="center" size="400" weight="bold">
          {emptyText ?? 'No Pins yet'}
        </Text>
      </Box>
    );
  }
  return (
    <div className="pb-grid">
      {organize ? <OrganizeBar organizer={organizer} /> : null}
      <Masonry
        items={pins}
        columnWidth={PIN_GRID_WIDTH}
        gutterWidth={16}
        minCols={2}
        layout="flexible"
        measurementStore={measurementStore}
        virtualize
        scrollContainer={scrollContainer}
        loadItems={done ? undefined : () => loadMore()}
        renderItem={renderItem}
      />
      {feed.isFetchNextPageError ? (
        <Box display="flex" justifyContent="center" padding={4}>
          <Button text="Load more Pins" onClick={retry} />
        </Box>
      ) : null}
      {repin.modal}
      {organizer.modal}
    </div>
  );
}

/** Exposed as mfe_pins/PinFeed: the Pin grid of the home feed, a board or a board section. */
export function PinFeed(props: PinsExposes['PinFeed']) {
  return (
    <PinsRoot>
      <PinGrid key={feedKey(props.source).join(':')} {...props} />
    </PinsRoot>
  );
}
