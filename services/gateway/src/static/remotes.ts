import type { RuntimeConfig } from '@pinboard/contracts';
import { remotes, type Remote } from '@pinboard/parts';
import { resolve } from 'node:path';

/** A discovered remote, and where this gateway serves it from and tells the shell to load it. */
export interface ServedRemote extends Remote {
  /** The dist folder served at mountPath. */
  dist: string;
  /** What /runtime-config.json names as its manifest. */
  manifestUrl: string;
}

/**
 * Every remote of the repository (mfe-<x> folders with role remote): served at /mfe/<x>/ from its
 * dist, unless MFE_<X>_DIST names another folder or MFE_<X>_MANIFEST_URL another place entirely.
 */
export function servedRemotes(env: NodeJS.ProcessEnv = process.env): ServedRemote[] {
  return remotes().map((remote) => ({
    ...remote,
    dist: resolve(env[remote.distEnv] || `${remote.path}/dist`),
    manifestUrl: env[remote.manifestEnv] || `${remote.mountPath}mf-manifest.json`,
  }));
}

/** Where the shell finds each remote at run time (/runtime-config.json, and in every page's HTML). */
export function runtimeConfigOf(served: readonly ServedRemote[]): RuntimeConfig {
  return { remotes: Object.fromEntries(served.map((remote) => [remote.federationName, remote.manifestUrl])) };
}
