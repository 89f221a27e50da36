import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OffsiteCheck } from '@pinboard/contracts/web';
import { Spinner } from '../ui/spinner';
import { useHostApi } from './use-host-api';

type Checked =
  | { state: 'checking' }
  | { state: 'checked'; check: OffsiteCheck }
  /** The link is no link the check takes (400): never opened. */
  | { state: 'refused' }
  /** The check could not answer (down, busy): the person may still go on. */
  | { state: 'failed' };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The way on, as a plain link: never with the opener or our address (rel), never followed by crawlers. */
function ContinueLink({ url, text }: { url: string; text: string }) {
  return (
    <a className="pb-button pb-button--red" href={url} rel="noopener noreferrer nofollow">
      {text}
    </a>
  );
}

function GoBack() {
  return (
    <Link className="pb-button pb-button--gray" to="/">
      Go home
    </Link>
  );
}

/**
 * '/offsite/?url=…&pin=…' (SPEC §2.1, §7): every outbound link of a Pin passes here. The link is
 * checked (GET /v3/offsite/); a Pin's own link that checks out opens at once, in place of this page;
 * any other link that checks out is shown first with a way on (this page is no open redirect); a
 * suspicious one is shown with a warning and a way on; a blocked one (or porn) is not opened.
 */
export default function OffsitePage() {
  const host = useHostApi();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const pin = params.get('pin') ?? undefined;
  const [checked, setChecked] = useState<Checked>({ state: 'checking' });

  useEffect(() => {
    document.title = 'Leaving Pinboard | Pinboard';
    if (!url) return;
    let live = true;
    void host.api.offsiteCheck(url, pin && /^\d{1,19}$/.test(pin) ? pin : undefined).then((result) => {
      if (!live) return;
      setChecked(
        result.ok
          ? { state: 'checked', check: result.data }
          : result.status === 400
            ? { state: 'refused' }
            : { state: 'failed' },
      );
      // History keeps the Pin, not this page: back from the site returns to the Pin.
      if (result.ok && result.data.redirect_status === 'ok' && result.data.is_pin_link) {
        window.location.replace(result.data.url);
      }
    });
    return () => {
      live = false;
    };
  }, [host.api, url, pin]);

  if (!url) {
    return (
      <section className="pb-empty">
        <h1 className="pb-empty__title">There is no link to open</h1>
        <GoBack />
      </section>
    );
  }
  if (checked.state === 'checking') return <Spinner label="Checking this link" />;
  if (checked.state === 'failed') {
    return (
      <section className="pb-empty">
        <h1 className="pb-empty__title">This link could not be checked</h1>
        <p className="pb-offsite__url">{url}</p>
        <p className="pb-remote-fallback__hint">Only go on if you trust where it leads.</p>
        <ContinueLink url={url} text={`Continue to ${hostOf(url)}`} />
        <GoBack />
      </section>
    );
  }
  if (checked.state === 'refused') {
    return (
      <section className="pb-empty">
        <h1 className="pb-empty__title">This link cannot be opened</h1>
        <GoBack />
      </section>
    );
  }
  const { check } = checked;
  if (check.redirect_status === 'blocked' || check.redirect_status === 'porn') {
    return (
      <section className="pb-empty">
        <h1 className="pb-empty__title">This link is blocked</h1>
        <p className="pb-remote-fallback__hint">
          {check.redirect_status === 'porn'
            ? 'It leads to adult content, which Pinboard does not link to.'
            : 'It may lead to spam or harmful content, so Pinboard does not open it.'}
        </p>
        <GoBack />
      </section>
    );
  }
  const suspicious = check.redirect_status === 'suspicious';
  const opening = !suspicious && check.is_pin_link;
  return (
    <section className="pb-empty">
      <h1 className="pb-empty__title">
        {suspicious
          ? 'This link may not be safe'
          : opening
            ? `Opening ${hostOf(check.url)}`
            : 'You are leaving Pinboard'}
      </h1>
      <p className="pb-offsite__url">{check.url}</p>
      {suspicious ? (
        <p className="pb-remote-fallback__hint">
          It may lead somewhere other than it seems. Only go on if you trust where it leads.
        </p>
      ) : null}
      <ContinueLink
        url={check.url}
        text={suspicious ? 'Continue anyway' : `Continue to ${hostOf(check.url)}`}
      />
      <GoBack />
    </section>
  );
}
