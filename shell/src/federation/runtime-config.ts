import type { RuntimeConfig } from '@pinboard/contracts';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, retryFetchPlugin } from './fallback-plugin';

export type RemoteName = 'mfe_pins' | 'mfe_boards';
const REMOTE_NAMES: readonly RemoteName[] = ['mfe_pins', 'mfe_boards'];
const CONFIG_URL = '/runtime-config.json';

let configPromise: Promise<RuntimeConfig> | null = null;

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch(CONFIG_URL, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  if (!config.remotes || typeof config.remotes !== 'object') throw new Error(`${CONFIG_URL} has no remotes`);
  return { remotes: config.remotes };
}

/**
 * Reads where the remotes live at run time (never baked into the build) and registers them
 * with the Module Federation runtime. A failed read is forgotten so 'Try again' re-reads it.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!configPromise) {
    configPromise = fetchConfig().then(
      (config) => {
        registerPlugins([retryFetchPlugin(), fallbackPlugin()]);
        const remotes = REMOTE_NAMES.flatMap((name) => {
          const entry = config.remotes[name];
          return entry ? [{ name, entry }] : [];
        });
        registerRemotes(remotes);
        return config;
      },
      (error: unknown) => {
        configPromise = null;
        throw error;
      },
    );
  }
  return configPromise;
}

/** Forgets what the runtime cached about a remote (manifest, entry) before a retry. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const config = await loadRuntimeConfig();
  const entry = config.remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
