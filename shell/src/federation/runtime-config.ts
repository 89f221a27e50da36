import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@pinboard/contracts/web';
import { fallbackPlugin, retryFetchPlugin } from './fallback-plugin';
import { remotesOf, type FederationRuntime } from './remote-registry';

let configPromise: Promise<RuntimeConfig> | null = null;

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  if (!config.remotes || typeof config.remotes !== 'object') {
    throw new Error(`${RUNTIME_CONFIG_PATH} has no remotes`);
  }
  return { remotes: config.remotes };
}

/**
 * Reads where the remotes live at run time (never baked into the build) and registers every one
 * the config names. A failed read is forgotten so that 'Try again' reads it again.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!configPromise) {
    configPromise = fetchConfig().then(
      (config) => {
        registerPlugins([retryFetchPlugin(), fallbackPlugin()]);
        registerRemotes(remotesOf(config));
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
async function resetRemote(name: string): Promise<void> {
  const config = await loadRuntimeConfig();
  const entry = config.remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export const federationRuntime: FederationRuntime = {
  ready: loadRuntimeConfig,
  loadRemote: (id) => loadRemote(id),
  resetRemote,
};
