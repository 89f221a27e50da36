import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoginTexts } from '@pinboard/contracts/web';
import { useSession } from '../session/session-context';
import { Spinner } from '../ui/spinner';
import { ads, boards, pins, search } from './remotes';
import { useHostApi } from './use-host-api';

export function HomePage() {
  const host = useHostApi();
  return <pins.Slot module="HomeFeed" props={{ host }} />;
}

export function PinPage() {
  const host = useHostApi();
  const { id = '' } = useParams();
  return <pins.Slot module="PinCloseup" props={{ host, pinId: id }} />;
}

/** '/search/{scope}/?q=…' (and any path under /search/, such as /search/pins/_tools/shop/). */
export function SearchPage() {
  const host = useHostApi();
  return <search.Slot module="SearchPage" props={{ host }} />;
}

/** '/ideas/' and '/ideas/{topic}/' (SPEC §2.1). */
export function IdeasPage() {
  const host = useHostApi();
  return <search.Slot module="IdeasPage" props={{ host }} />;
}

/** Every path under '/advertiser/' (SPEC §2.2): ad accounts, campaigns, the campaign builder. */
export function AdvertiserPage() {
  const host = useHostApi();
  return <ads.Slot module="AdvertiserApp" props={{ host }} />;
}

/** '/business/convert' (SPEC §2.2's promote entry). */
export function BusinessConvertPage() {
  const host = useHostApi();
  return <ads.Slot module="BusinessConvert" props={{ host }} />;
}

/** Every path under '/settings/': the signed-in person's own settings (access tokens). */
export function SettingsPage() {
  const host = useHostApi();
  return <ads.Slot module="AccountSettings" props={{ host }} />;
}

export function ProfilePage() {
  const host = useHostApi();
  const { username = '' } = useParams();
  return <boards.Slot module="Profile" props={{ host, username }} />;
}

export function BoardPage() {
  const host = useHostApi();
  const { username = '', slug = '' } = useParams();
  return <boards.Slot module="BoardPage" props={{ host, username, slug }} />;
}

export function SectionPage() {
  const host = useHostApi();
  const { username = '', slug = '', section = '' } = useParams();
  return <boards.Slot module="SectionPage" props={{ host, username, slug, section }} />;
}

/** Pages that need a signed-in user: a visitor gets a login prompt instead. */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { me, openLogin } = useSession();
  if (me === undefined) return <Spinner label="Loading" />;
  if (me === null) {
    return (
      <section className="pb-empty">
        <h1 className="pb-empty__title">{LoginTexts.toCreate}</h1>
        <button
          type="button"
          className="pb-button pb-button--red"
          onClick={() => openLogin(LoginTexts.toCreate)}
        >
          Log in
        </button>
      </section>
    );
  }
  return children;
}

export function PinBuilderPage() {
  const host = useHostApi();
  return (
    <SignedInOnly>
      <pins.Slot module="PinCreate" props={{ host }} />
    </SignedInOnly>
  );
}

export function BoardCreatePage() {
  const host = useHostApi();
  return (
    <SignedInOnly>
      <boards.Slot module="BoardCreate" props={{ host }} />
    </SignedInOnly>
  );
}

export function SectionCreatePage() {
  const host = useHostApi();
  const { id = '' } = useParams();
  return (
    <SignedInOnly>
      <boards.Slot module="SectionCreate" props={{ host, boardId: id }} />
    </SignedInOnly>
  );
}

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found | Pinboard';
  }, []);
  return (
    <section className="pb-empty">
      <h1 className="pb-empty__title">We couldn't find that page</h1>
      <Link className="pb-button pb-button--gray" to="/">
        Go home
      </Link>
    </section>
  );
}

/** Loaded only when an outbound link is followed: nothing of it is in the shell's first scripts. */
const Offsite = lazy(() => import('./offsite-page'));

/** '/offsite/': the outbound-link interstitial (SPEC §2.1). */
export function OffsitePage() {
  return (
    <Suspense fallback={<Spinner label="Checking this link" />}>
      <Offsite />
    </Suspense>
  );
}
