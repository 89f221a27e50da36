import type { PinsExposes } from '../exposes';
import { PinFeed } from '../feed/pin-feed';

/** Exposed as mfe_pins/HomeFeed: the route '/'. */
export function HomeFeed({ host }: PinsExposes['HomeFeed']) {
  return (
    <section aria-labelledby="pb-home-heading">
      <h1 id="pb-home-heading" className="pb-visually-hidden">
        Home feed
      </h1>
      <PinFeed host={host} source={{ kind: 'home' }} emptyText="No Pins yet" />
    </section>
  );
}
