import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FALLBACK, type RemoteFallbackModule } from './remote-fallback';

/**
 * Turns any failure while loading a remote module (manifest, remoteEntry, chunk, factory) into a
 * recognisable fallback module, so the slot can show its own fallback instead of crashing.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pinboard-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const fallback: RemoteFallbackModule = {
        [REMOTE_FALLBACK]: true,
        id: args.id,
        error: args.error instanceof Error ? args.error.message : String(args.error),
      };
      return fallback;
    },
  };
}

const RETRY_DELAYS_MS = [250, 1000];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Retries manifest fetches twice (a deploy or a restart of a remote's server is brief). */
export function retryFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pinboard-retry-fetch',
    async fetch(url, init) {
      let lastError: unknown = null;
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay !== undefined) await wait(delay);
      }
      throw lastError instanceof Error ? lastError : new Error(`${url} could not be fetched`);
    },
  };
}
