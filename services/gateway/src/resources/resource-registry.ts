import { readdir } from 'node:fs/promises';
import type { RegisteredResource } from './resource.js';

/**
 * Every resource the gateway answers, by name: the default export of each `*.resources.js` beside
 * this file (one per domain), so a new domain's resources need no list edited here. A Map: no
 * prototype keys like "constructor". A test checks it against the contracts' catalog.
 */
export async function loadResourceRegistry(): Promise<ReadonlyMap<string, RegisteredResource>> {
  const here = new URL('.', import.meta.url);
  const files = (await readdir(here)).filter((f) => f.endsWith('.resources.js')).sort();
  const registry = new Map<string, RegisteredResource>();
  for (const file of files) {
    const module = (await import(new URL(file, here).href)) as { default: RegisteredResource[] };
    for (const resource of module.default) {
      if (registry.has(resource.name)) throw new Error(`${resource.name} is registered twice (${file})`);
      registry.set(resource.name, resource);
    }
  }
  return registry;
}
