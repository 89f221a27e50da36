import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControlFor, IMMUTABLE, isReservedPath, NO_CACHE } from '../cache-policy.js';

describe('cacheControlFor', () => {
  it('revalidates the files whose names never change', () => {
    assert.equal(cacheControlFor('/dist/mf-manifest.json'), NO_CACHE);
    assert.equal(cacheControlFor('/dist/remoteEntry.js'), NO_CACHE);
    assert.equal(cacheControlFor('/dist/index.html'), NO_CACHE);
  });

  it('keeps content-hashed files for a year', () => {
    assert.equal(cacheControlFor('/dist/static/js/main.3f9a1c2b.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/dist/412.a1b2c3d4e5f6.css'), IMMUTABLE);
  });

  it('revalidates other files', () => {
    assert.equal(cacheControlFor('/dist/favicon.ico'), NO_CACHE);
  });
});

describe('isReservedPath (no SPA fallback)', () => {
  it('reserves the API, assets and gateway files', () => {
    for (const p of [
      '/resource',
      '/resource/x',
      '/v3/pins/1/',
      '/media/a.jpg',
      '/mfe/pins/x.js',
      '/health',
      '/runtime-config.json',
    ]) {
      assert.equal(isReservedPath(p), true, p);
    }
  });

  it('leaves page routes to the shell', () => {
    for (const p of ['/', '/someuser', '/someuser/trips/', '/pin/123/', '/resources', '/healthy', '/v3x']) {
      assert.equal(isReservedPath(p), false, p);
    }
  });
});
