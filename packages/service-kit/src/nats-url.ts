/**
 * NATS_URL may carry the bus's credentials (`nats://user:password@host:4222`, as the compose stack
 * sets it); nats.js does not read them from a URL, so every connection goes through this.
 */
export interface NatsConnectOptions {
  servers: string[];
  user?: string;
  pass?: string;
  /** Where replies to this connection's requests go: `_INBOX_<user>`, which only it may read. */
  inboxPrefix?: string;
  maxReconnectAttempts: number;
  reconnectTimeWait: number;
}

/**
 * Once connected, a part tries to reconnect for as long as NATS is away (nats.js gives up after 10
 * tries by default, about 20 s, and the part would stay cut off after NATS came back), every half
 * second.
 */
const RECONNECT = { maxReconnectAttempts: -1, reconnectTimeWait: 500 };

/**
 * A user's own inbox prefix: the bus lets each part's user read replies under its prefix alone
 * (nats-permissions.ts), so no part can read the answers another part receives.
 */
export function inboxPrefixOf(user: string): string {
  return `_INBOX_${user.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export function natsOptions(natsUrl: string): NatsConnectOptions {
  let url: URL;
  try {
    url = new URL(natsUrl);
  } catch {
    return { servers: [natsUrl], ...RECONNECT };
  }
  if (url.username === '') return { servers: [natsUrl], ...RECONNECT };
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  return {
    servers: [url.toString().replace(/\/$/, '')],
    user,
    pass,
    inboxPrefix: inboxPrefixOf(user),
    ...RECONNECT,
  };
}
