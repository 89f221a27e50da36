/**
 * NATS_URL may carry the bus's credentials (`nats://user:password@host:4222`, as the compose stack
 * sets it); nats.js does not read them from a URL, so every connection goes through this.
 */
export interface NatsConnectOptions {
  servers: string[];
  user?: string;
  pass?: string;
}

export function natsOptions(natsUrl: string): NatsConnectOptions {
  let url: URL;
  try {
    url = new URL(natsUrl);
  } catch {
    return { servers: [natsUrl] };
  }
  if (url.username === '') return { servers: [natsUrl] };
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  return { servers: [url.toString().replace(/\/$/, '')], user, pass };
}
