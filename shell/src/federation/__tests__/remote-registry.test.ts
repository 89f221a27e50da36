import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REMOTE_FALLBACK } from '../remote-fallback';
import {
  RemoteLoadError,
  RemoteRegistry,
  remoteOf,
  remotesOf,
  type FederationRuntime,
} from '../remote-registry';

/** A runtime that records which remotes were reset and answers loads from `modules`. */
function fakeRuntime(modules: Record<string, unknown> = {}) {
  const reset: string[] = [];
  const runtime: FederationRuntime = {
    ready: async () => undefined,
    loadRemote: async (id) => modules[id],
    resetRemote: async (name) => {
      reset.push(name);
    },
  };
  return { runtime, reset };
}

test('every remote the runtime config names is registered, whatever it is called', () => {
  const config = {
    remotes: { mfe_pins: '/mfe/pins/m.json', mfe_boards: '/mfe/boards/m.json', mfe_ads: 'https://x/m.json' },
  };
  assert.deepEqual(
    remotesOf(config).map((r) => r.name),
    ['mfe_pins', 'mfe_boards', 'mfe_ads'],
  );
  assert.equal(remotesOf(config)[2]!.entry, 'https://x/m.json');
});

test("'Try again' on a module of a third remote retries that remote, and only it", async () => {
  const { runtime, reset } = fakeRuntime();
  const registry = new RemoteRegistry(runtime);
  const pinsFeed = registry.component('mfe_pins/HomeFeed');
  const campaigns = registry.component('mfe_ads_manager/Campaigns');
  const report = registry.component('mfe_ads_manager/Report');

  await registry.retry('mfe_ads_manager/Campaigns');

  assert.deepEqual(reset, ['mfe_ads_manager']);
  assert.notEqual(registry.component('mfe_ads_manager/Campaigns'), campaigns, 'its modules load again');
  assert.notEqual(registry.component('mfe_ads_manager/Report'), report);
  assert.equal(registry.component('mfe_pins/HomeFeed'), pinsFeed, 'other remotes keep theirs');
  assert.equal(remoteOf('mfe_ads_manager/Campaigns'), 'mfe_ads_manager');
});

test('a module is the export of its name; a fallback or a missing export is a load error', async () => {
  const Campaigns = () => null;
  const { runtime } = fakeRuntime({
    'mfe_ads/Campaigns': { Campaigns },
    'mfe_ads/Gone': { [REMOTE_FALLBACK]: true, id: 'mfe_ads/Gone', error: 'manifest 404' },
    'mfe_ads/Renamed': { Other: Campaigns },
  });
  const registry = new RemoteRegistry(runtime);
  assert.equal((await registry.load('mfe_ads/Campaigns')).default, Campaigns);
  await assert.rejects(
    registry.load('mfe_ads/Gone'),
    (e) => e instanceof RemoteLoadError && /404/.test(e.message),
  );
  await assert.rejects(registry.load('mfe_ads/Renamed'), /has no export Renamed/);
});
