import { useCallback, useState } from 'react';
import { Box, Button, Masonry, Spinner, Text } from 'gestalt';
import { PIN_GRID_WIDTH, type Pin } from '@pinboard/contracts/web';
import { errorText } from '@pinboard/web-kit';
import { PinsRoot } from '../common/pins-root';
import type { PinsExposes } from '../exposes';
import { useRepin } from '../save/use-repin';
import { PinTile } from './pin-tile';
import { feedKey, usePinFeed } from './use-pin-feed';

const scrollContainer = () => window;

function PinGrid({ host, source, emptyText }: PinsExposes['PinFeed']) {
  const { feed, pins, done, loadMore, retry } = usePinFeed(host.api, source);
  // One measurement store per feed (PinGrid is keyed by feed, so this runs once per feed).
  const [measurementStore] = useState(() => Masonry.createMeasurementStore<Pin, number>());
  // One repin modal for the grid: it outlives the tile that opened it (tiles come and go as it scrolls).
  const repin = useRepin(host);
  const { open } = repin;
  const renderItem = useCallback(({ data }: { data: Pin }) => <PinTile pin={data} onSave={open} />, [open]);

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
