import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Resources } from '@pinboard/contracts';
import { loadResourceRegistry } from '../resource-registry.js';

describe('the resource registry', () => {
  it('answers exactly the resources and actions of the contracts, each with its contract', async () => {
    const registry = await loadResourceRegistry();
    assert.deepEqual([...registry.keys()].sort(), Object.keys(Resources).sort());
    for (const [name, contracts] of Object.entries(Resources)) {
      const registered = registry.get(name)!;
      assert.deepEqual(Object.keys(registered.actions).sort(), Object.keys(contracts).sort(), name);
      for (const [action, contract] of Object.entries(contracts)) {
        assert.equal(registered.actions[action as keyof typeof registered.actions]?.contract, contract);
      }
    }
  });
});
