/**
 * Remote modules as lazy React components, and the retry of one remote. Free of the Module
 * Federation runtime itself (it comes in as a FederationRuntime), so it runs in unit tests.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RuntimeConfig } from '@pinboard/contracts/web';
import { isRemoteFallback } from './remote-fallback';

/** What the registry needs of the Module Federation runtime. */
export interface FederationRuntime {
  /** Resolves once every remote of the runtime config is registered. */
  ready(): Promise<unknown>;
  loadRemote(id: string): Promise<unknown>;
  /** Forgets what was cached about one remote (manifest, entry), so that it is fetched again. */
  resetRemote(name: string): Promise<void>;
}

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
}

/** `mfe_pins/PinCloseup`: the id a remote's module is loaded by; the module is also its export. */
export const moduleId = (remote: string, module: string) => `${remote}/${module}`;

/** The remote a module id belongs to, whatever the remote is called. */
export function remoteOf(id: string): string {
  const slash = id.indexOf('/');
  return slash < 0 ? id : id.slice(0, slash);
}

/** Every remote the runtime config names, in the form Module Federation registers them. */
export function remotesOf(config: RuntimeConfig): { name: string; entry: string }[] {
  return Object.entries(config.remotes).map(([name, entry]) => ({ name, entry }));
}

export class RemoteRegistry {
  // Each value is the lazy component of its id; the props type is the caller's to know.
  private readonly components = new Map<string, unknown>();

  constructor(private readonly runtime: FederationRuntime) {}

  /** One lazy component per module, created on first use and kept until its remote is retried. */
  component<P extends object>(id: string): LazyExoticComponent<ComponentType<P>> {
    const existing = this.components.get(id) as LazyExoticComponent<ComponentType<P>> | undefined;
    if (existing) return existing;
    const created = lazy(() => this.load<P>(id));
    this.components.set(id, created);
    return created;
  }

  /** 'Try again' on module `id`: forgets every module of its remote and the remote itself. */
  async retry(id: string): Promise<void> {
    const remote = remoteOf(id);
    for (const key of [...this.components.keys()]) {
      if (remoteOf(key) === remote) this.components.delete(key);
    }
    try {
      await this.runtime.resetRemote(remote);
    } catch {
      // The runtime config itself is unreachable: the next attempt reads it again.
    }
  }

  /** Loads module `id` and picks its export of the same name. */
  async load<P extends object>(id: string): Promise<{ default: ComponentType<P> }> {
    await this.runtime.ready();
    const loaded = await this.runtime.loadRemote(id);
    if (isRemoteFallback(loaded)) throw new RemoteLoadError(`${id} could not load: ${loaded.error}`);
    if (!loaded) throw new RemoteLoadError(`${id} could not load`);
    const exportName = id.slice(remoteOf(id).length + 1);
    const component = (loaded as Record<string, unknown>)[exportName];
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new RemoteLoadError(`${id} has no export ${exportName}`);
    }
    return { default: component as ComponentType<P> };
  }
}
