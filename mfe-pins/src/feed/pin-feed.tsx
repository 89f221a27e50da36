import { useState } from 'react';
import { Box, Button, Masonry, Spinner, Text } from 'gestalt';
import type { Pin } from '@pinboard/contracts';
import type { PinFeedProps } from '@pinboard/host-contract';
import { failureText, PIN_WIDTH } from '../common/api-error';
import { PinsRoot } from '../common/pins-root';
import { PinTile } from './pin-tile';
import { usePinFeed } from './use-pin-feed';

const scrollContainer = () => window;

function PinGrid({ host, source, emptyText }: PinFeedProps) {
  const feed = usePinFeed(host.api, source);
  // One measurement store per feed (PinGrid is keyed by feed, so this runs once per feed).
  const [measurementStore] = useState(() => Masonry.createMeasurementStore<Pin, number>());

  if (feed.status === 'loading' && feed.pins.length === 0) {
    return <Spinner show accessibilityLabel="Loading Pins" />;
  }
  if (feed.status === 'error' && feed.pins.length === 0) {
    return (
      <Box display="flex" direction="column" alignItems="center" padding={8}>
        <Text align="center">{feed.error ? failureText(feed.error) : 'Uh oh! Something went wrong.'}</Text>
        <Box marginTop={3}>
          <Button text="Try again" onClick={feed.retry} />
        </Box>
      </Box>
    );
  }
  if (feed.pins.length === 0) {
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
        items={feed.pins}
        columnWidth={PIN_WIDTH}
        gutterWidth={16}
        minCols={2}
        layout="flexible"
        measurementStore={measurementStore}
        virtualize
        scrollContainer={scrollContainer}
        loadItems={feed.done ? undefined : () => feed.loadMore()}
        renderItem={({ data }) => <PinTile pin={data} />}
      />
      {feed.status === 'error' ? (
        <Box display="flex" justifyContent="center" padding={4}>
          <Button text="Load more Pins" onClick={feed.retry} />
        </Box>
      ) : null}
    </div>
  );
}

/** Exposed as mfe_pins/PinFeed: the Pin grid for the home feed or a board. */
export function PinFeed(props: PinFeedProps) {
  const feedKey = props.source.kind === 'home' ? 'home' : `board:${props.source.boardId}`;
  return (
    <PinsRoot>
      <PinGrid key={feedKey} {...props} />
    </PinsRoot>
  );
}
