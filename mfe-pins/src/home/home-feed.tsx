import { Box, Flex, IconButton, Text } from 'gestalt';
import { useSearchParams } from 'react-router';
import { pageTitle, SHOW_ERROR_PARAM, useDocumentTitle } from '@pinboard/web-kit';
import type { PinsExposes } from '../exposes';
import { PinFeed } from '../feed/pin-feed';

/**
 * SPEC §2.1: a page sent here with the show-error flag (a missing Pin, board or person, a lapsed
 * session) says so above the feed; closing it drops the flag.
 */
function SentHomeNotice() {
  const [params, setParams] = useSearchParams();
  if (params.get(SHOW_ERROR_PARAM) !== 'true') return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHOW_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Box role="alert" color="errorBase" rounding={4} padding={3} margin={4}>
      <Flex alignItems="center" justifyContent="between" gap={{ row: 2, column: 0 }}>
        <Text color="inverse" weight="bold">
          Sorry, we couldn't find that page. Here are some Pins instead.
        </Text>
        <IconButton
          icon="cancel"
          accessibilityLabel="Dismiss"
          size="sm"
          iconColor="white"
          onClick={dismiss}
        />
      </Flex>
    </Box>
  );
}

/** Exposed as mfe_pins/HomeFeed: the route '/'. */
export function HomeFeed({ host }: PinsExposes['HomeFeed']) {
  useDocumentTitle(pageTitle());
  return (
    <section aria-labelledby="pb-home-heading">
      <h1 id="pb-home-heading" className="pb-visually-hidden">
        Home feed
      </h1>
      <SentHomeNotice />
      <PinFeed host={host} source={{ kind: 'home' }} emptyText="No Pins yet" />
    </section>
  );
}
