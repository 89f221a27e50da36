import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backToFlow, createFlowOf, toCreatePage } from '../create-flow';

test('a create page finds the flow it came from, and hands its state back with what it made', () => {
  const flow = { returnTo: '/pin/create/bookmarklet/?url=x', state: { media: 'https://a/b.jpg' } };
  const found = createFlowOf(toCreatePage(flow));
  assert.deepEqual(found, flow);
  assert.deepEqual(backToFlow(found!, { board_id: '7', section_id: '9' }), {
    to: '/pin/create/bookmarklet/?url=x',
    state: { media: 'https://a/b.jpg', created: { board_id: '7', section_id: '9' } },
  });
  assert.deepEqual(backToFlow(found!), { to: flow.returnTo, state: { media: 'https://a/b.jpg' } });
});

test('no flow, or one that would leave the site, is none', () => {
  assert.equal(createFlowOf(null), null);
  assert.equal(createFlowOf({ other: 1 }), null);
  assert.equal(createFlowOf({ createFlow: { returnTo: 'https://evil.example/' } }), null);
  assert.equal(createFlowOf({ createFlow: { returnTo: '//evil.example/' } }), null);
  assert.equal(createFlowOf({ createFlow: { returnTo: 5 } }), null);
  assert.deepEqual(createFlowOf({ createFlow: { returnTo: '/', state: 'x' } }), { returnTo: '/' });
});
