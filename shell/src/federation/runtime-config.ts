import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@pinboard/contracts/web';
import { takeJsonElement } from '../page-data';
import { fallbackPlugin, retryFetchPlugin } from './fallback-plugin';
import { remotesOf, type FederationRuntime } from './remote-registry';

let configPromise: Promise<RuntimeConfig> | null = null;

function checked(config: Partial<RuntimeConfig>): RuntimeConfig {
  if (!config.remotes || typeof config.remotes !== 'object') {
    throw new Error(`${RUNTIME_CONFIG_PATH} has no remotes`);
  }
  return { remotes: config.remotes };
}

/** The config the gateway wrote into the page's HTML (read once: a retry fetches it). */
function configInPage(): RuntimeConfig | null {
  const inPage = takeJsonElement(RUNTIME_CONFIG_ELEMENT_ID) as Partial<RuntimeConfig> | null;
  try {
    return inPage ? checked(inPage) : null;
  } catch {
    return null;
  }
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const inPage = configInPage();
  if (inPage) return inPage;
  const response = await fetch(RUNTIME_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return checked((await response.json()) as Partial<RuntimeConfig>);
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
