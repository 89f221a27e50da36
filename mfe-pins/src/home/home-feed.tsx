import { pageTitle, ShowErrorNotice, useDocumentTitle } from '@pinboard/web-kit';
import type { PinsExposes } from '../exposes';
import { PinFeed } from '../feed/pin-feed';

/** SPEC §2.1: home says why someone was sent here. */
const SentHomeNotice = () => (
  <ShowErrorNotice text="Sorry, we couldn't find that page. Here are some Pins instead." />
);

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
