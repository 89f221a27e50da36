import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { BoardPageProps, HostProps, PinCloseupProps, PinFeedProps, ProfileProps } from '../contract';
import { isRemoteFallback } from './fallback-plugin';
import { loadRuntimeConfig, resetRemote, type RemoteName } from './runtime-config';

/** Every remote module the shell renders, with its props. The export name is the last segment. */
export interface RemoteModules {
  'mfe_pins/HomeFeed': HostProps;
  'mfe_pins/PinCloseup': PinCloseupProps;
  'mfe_pins/PinCreate': HostProps;
  'mfe_pins/PinFeed': PinFeedProps;
  'mfe_boards/Profile': ProfileProps;
  'mfe_boards/BoardPage': BoardPageProps;
  'mfe_boards/BoardCreate': HostProps;
}
export type RemoteId = keyof RemoteModules;

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
}

type LazyRemote<K extends RemoteId> = LazyExoticComponent<ComponentType<RemoteModules[K]>>;
// Values are LazyRemote<K> for their key K; TypeScript cannot relate the two inside a generic.
const components: Partial<Record<RemoteId, unknown>> = {};

function remoteNameOf(id: RemoteId): RemoteName {
  return id.startsWith('mfe_pins/') ? 'mfe_pins' : 'mfe_boards';
}

async function importRemote<K extends RemoteId>(
  id: K,
): Promise<{ default: ComponentType<RemoteModules[K]> }> {
  await loadRuntimeConfig();
  const loaded = await loadRemote<Record<string, unknown>>(id);
  if (!loaded || isRemoteFallback(loaded)) {
    throw new RemoteLoadError(`${id} could not load${loaded ? `: ${loaded.error}` : ''}`);
  }
  const exportName = id.slice(id.indexOf('/') + 1);
  const component = loaded[exportName];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteLoadError(`${id} has no export ${exportName}`);
  }
  return { default: component as ComponentType<RemoteModules[K]> };
}

/** One lazy component per remote module, created on first use and dropped by a retry. */
export function remoteComponent<K extends RemoteId>(id: K): LazyRemote<K> {
  const existing = components[id];
  if (existing) return existing as LazyRemote<K>;
  const created: LazyRemote<K> = lazy(() => importRemote(id));
  components[id] = created;
  return created;
}

/** Drops every cached module of the remote that `id` belongs to, so the next render refetches it. */
export async function forgetRemote(id: RemoteId): Promise<void> {
  const name = remoteNameOf(id);
  for (const key of Object.keys(components) as RemoteId[]) {
    if (remoteNameOf(key) === name) delete components[key];
  }
  try {
    await resetRemote(name);
  } catch {
    // The runtime config itself is unreachable: the next attempt re-reads it.
  }
}
