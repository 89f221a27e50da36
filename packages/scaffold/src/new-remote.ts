import type { Scaffolded } from './new-service.js';

/** Filled in once the remote template exists. */
export async function newRemote(_root: string, name: string): Promise<Scaffolded> {
  throw new Error(`remote ${name}: not yet`);
}
