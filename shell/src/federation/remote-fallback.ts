// Kept apart from the runtime plugin so that code without the Module Federation runtime can read it.

/** Marker of the module the errorLoadRemote hook answers instead of a failed remote module. */
export const REMOTE_FALLBACK = '__pinboardRemoteFallback';

export interface RemoteFallbackModule {
  [REMOTE_FALLBACK]: true;
  id: string;
  error: string;
}

export function isRemoteFallback(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}
