import { Box, Flex, Heading, Spinner, useReducedMotion } from 'gestalt';
import { Link, useLocation } from 'react-router';
import type { PinCloseup as PinCloseupData } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import {
  PageLoadFailure,
  pageTitle,
  useDocumentTitle,
  useRefreshFollowsOnViewerChange,
} from '@pinboard/web-kit';
import { PinsRoot } from '../common/pins-root';
import type { PinsExposes } from '../exposes';
import { HashtagText } from '../edit/hashtag-text';
import { PinEditButton } from '../edit/pin-edit-button';
import { SaveButton } from '../save/save-button';
import { CreatorCard, OfficialUserCard } from './creator-card';
import { SavedPlacesList } from './saved-places-list';
import { ShareModal } from './share-modal';
import { closeupPromote } from '../save/promote-offer';
import { adEventsOf, type PromotedState } from '../feed/ad-events';
import { usePin } from './use-pin';
import { PinFeed } from '../feed/pin-feed';
import { ProductDetails } from '../product/price';
import { storyPagesOf } from '../feed/idea-pin';
import { StoryViewer } from './story-viewer';

/** What the tab calls a Pin: its title, or the start of its description. */
const pinTitle = (pin: PinCloseupData) => pin.title.trim() || pin.description.trim().slice(0, 60) || 'Pin';

/**
 * A video Pin's video: with controls, inline, muted and playing at once (unless the viewer asked
 * for reduced motion), its cover as the poster until it plays.
 */
function CloseupVideo({ pin }: { pin: PinCloseupData }) {
  const reducedMotion = useReducedMotion();
  const video = pin.videos;
  if (!video) return null;
  const poster = pin.images.orig;
  const width = video.width || poster.width;
  const height = video.height || poster.height;
  return (
    <video
      className="pb-closeup__video"
      src={video.src}
      poster={poster.url}
      width={width || undefined}
      height={height || undefined}
      style={{ aspectRatio: width && height ? `${width} / ${height}` : undefined }}
      aria-label={pin.title.trim() || pin.description.trim().slice(0, 100) || 'Video'}
      controls
      playsInline
      muted
      loop
      autoPlay={!reducedMotion}
      preload="metadata"
    />
  );
}

/** The board (and section) the Pin is pinned to, each a link. */
function PinnedTo({ pin }: { pin: PinCloseupData }) {
  const board = pin.pinned_to_board;
  return (
    <span className="pb-closeup__board">
      <Link to={board.url}>{board.name}</Link>
      {pin.section ? (
        <>
          {' / '}
          <Link to={pin.section.url}>{pin.section.title}</Link>
        </>
      ) : null}
    </span>
  );
}

/** 'Promote' (business) or 'Promote your Pin' on one's own Pin (see closeupPromote). */
function PromoteLink({ host, pin }: { host: HostApi; pin: PinCloseupData }) {
  const promote = closeupPromote(host.me, pin);
  if (!promote) return null;
  return (
    <Link to={promote.href} className="pb-button-link">
      {promote.text}
    </Link>
  );
}

function CloseupCard({ host, pin }: { host: HostApi; pin: PinCloseupData }) {
  const image = pin.images.orig;
  // Opened from a promoted tile: its outbound click is the ad's (see feed/ad-events.ts).
  const promoted = (useLocation().state as PromotedState | null)?.trackingToken;
  // An Idea Pin: its pages, one at a time, instead of the one picture.
  const pages = storyPagesOf(pin);
  return (
    <article className="pb-closeup" aria-label={pin.title || 'Pin'}>
      <div className="pb-closeup__media" style={{ backgroundColor: pin.color || '#efefef' }}>
        {pages ? (
          <StoryViewer pin={pin} pages={pages} />
        ) : pin.videos ? (
          <CloseupVideo pin={pin} />
        ) : (
          <img
            src={image.url}
            alt={pin.title.trim() || pin.description.trim() || 'Pin'}
            width={image.width}
            height={image.height}
            style={{
              aspectRatio: image.width && image.height ? `${image.width} / ${image.height}` : undefined,
            }}
          />
        )}
      </div>
      <div className="pb-closeup__details">
        <Box display="flex" justifyContent="between" alignItems="center" marginBottom={4}>
          <PinnedTo pin={pin} />
          <Flex alignItems="center" gap={{ row: 2, column: 0 }}>
            <PromoteLink host={host} pin={pin} />
            <PinEditButton host={host} pin={pin} />
            <SaveButton host={host} pin={pin} saved={pin.saved_to.length > 0} />
          </Flex>
        </Box>
        <SavedPlacesList savedTo={pin.saved_to} />
        {pin.link ? (
          <a
            className="pb-closeup__domain"
            // Through the interstitial (SPEC §2.1 /offsite/): the link is checked before it opens.
            href={`/offsite/?${new URLSearchParams({ url: pin.link, pin: pin.id }).toString()}`}
            target="_blank"
            rel="noopener noreferrer nofollow"
            onClick={() => promoted && adEventsOf(host.api).record('outbound_click', promoted)}
          >
            {pin.linkDomain?.domain ?? pin.link}
          </a>
        ) : null}
        {pin.title ? (
          <Box marginTop={2}>
            <Heading size="600" accessibilityLevel={1}>
              {pin.title}
            </Heading>
          </Box>
        ) : null}
        {pin.product ? <ProductDetails product={pin.product} /> : null}
        {pin.description ? (
          <Box marginTop={3}>
            <HashtagText text={pin.description} />
          </Box>
        ) : null}
        <CreatorCard host={host} pinner={pin.pinner} />
        {pin.linkDomain?.officialUser ? (
          <OfficialUserCard host={host} user={pin.linkDomain.officialUser} domain={pin.linkDomain.domain} />
        ) : null}
      </div>
      <ShareModal pin={pin} />
    </article>
  );
}

function Closeup({ host, pinId }: PinsExposes['PinCloseup']) {
  const pin = usePin(host.api, pinId);
  useDocumentTitle(pin.data ? pageTitle(pinTitle(pin.data)) : null);
  useRefreshFollowsOnViewerChange(host.me?.id ?? null);
  if (pin.isPending) return <Spinner show accessibilityLabel="Loading Pin" />;
  if (pin.isError) return <PageLoadFailure error={pin.error} onRetry={() => void pin.refetch()} />;
  return (
    <>
      <CloseupCard host={host} pin={pin.data} />
      <section className="pb-related" aria-labelledby="pb-related-title">
        <h2 id="pb-related-title" className="pb-related__title">
          More like this
        </h2>
        <PinFeed
          host={host}
          source={{ kind: 'related', pinId }}
          emptyText="Nothing looks like this Pin yet"
        />
      </section>
    </>
  );
}

/** Exposed as mfe_pins/PinCloseup: the route '/pin/:id'. */
export function PinCloseup(props: PinsExposes['PinCloseup']) {
  return (
    <PinsRoot>
      <Closeup key={props.pinId} {...props} />
    </PinsRoot>
  );
}
