/**
 * A person's access tokens in Chromium (issue 9: "a person creates, lists and revokes personal
 * access tokens in their settings"): reached from the header's Settings, made with a name, scopes
 * and a lifetime, the secret shown once and working as a script's Bearer token on /v5, listed
 * without it, and revoked (a script using it is refused at once). Visitors are asked to log in.
 */
import { AccessTokenTexts, ACCESS_TOKEN_PATTERN, CSRF_COOKIE, CSRF_HEADER } from '@pinboard/contracts';
import { must } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const stack = browserSuite();
const owner = stack.person('tokens');

/** The person becomes a business account, as /v5 needs. */
stack.setUp(async () => {
  const answer = await owner.api.raw('/v3/users/me/', {
    method: 'POST',
    headers: { [CSRF_HEADER]: owner.api.cookies.get(CSRF_COOKIE) ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ account_type: 'business', business_name: 'Tokens Ltd' }),
  });
  assert.equal(answer.status, 200, answer.text);
});

/** A script's call to /v5 with `token`. */
const asScript = (token: string, path = '/v5/ad_accounts') =>
  fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

test('settings: a token made with its scopes works once copied, is listed without its secret, and stops when revoked', async () => {
  const page = await stack.pageAs(owner);
  await page.goto(`${stack.url}/`);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(`${stack.url}/settings/access-tokens/`);
  await page.getByRole('heading', { level: 1, name: 'Access tokens' }).waitFor();
  assert.match(await page.title(), /^Access tokens/);
  await page.getByText('You have no access tokens yet.').waitFor();
  const docs = page.getByRole('link', { name: 'The API reference' });
  assert.equal(await docs.getAttribute('href'), '/api-docs');
  assert.equal((await fetch(`${stack.url}/api-docs`)).status, 200);

  // Nothing chosen is refused in the form, before any call.
  const form = page.getByRole('form', { name: 'Create a token' });
  await form.getByLabel('ads:read').uncheck();
  await form.getByRole('button', { name: 'Create token' }).click();
  await form.getByText(AccessTokenTexts.nameRequired).waitFor();
  await form.getByText(AccessTokenTexts.scopesRequired).waitFor();

  await form.getByLabel('Token name').fill('Nightly report');
  await form.getByLabel('ads:read').check();
  await form.getByLabel('Expires after').selectOption({ label: '30 days' });
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('region', { name: 'Copy your new token “Nightly report”' });
  await shown.waitFor();
  const token = await shown.getByLabel('New access token').inputValue();
  assert.match(token, ACCESS_TOKEN_PATTERN);
  const row = page.getByRole('row', { name: /Nightly report/ });
  await row.getByRole('cell', { name: 'ads:read', exact: true }).waitFor();
  await expectAccessible(page);

  // It works as a script's token, with what its scope allows and nothing more.
  assert.equal((await asScript(token)).status, 200);
  const write = await fetch(`${stack.url}/v5/ad_accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Not allowed', country: 'US', owner_user_id: owner.me.id }),
  });
  assert.equal(write.status, 403);
  // Lives 30 days, as chosen.
  const [listed] = must(await owner.api.accessTokens(), 'tokens');
  assert.ok(listed);
  const days = (Date.parse(listed.expires_at) - Date.parse(listed.created_at)) / 86_400_000;
  assert.ok(Math.abs(days - 30) < 0.01, `lives ${days} days`);

  // Put away, and not there after a reload: the secret is shown once.
  await shown.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await row.waitFor();
  assert.equal(await page.getByLabel('New access token').count(), 0);
  assert.equal(await page.getByText(token).count(), 0, 'the list never shows the secret');
  // Used a moment ago by the script: no longer 'Never'.
  assert.equal(await row.getByRole('cell', { name: 'Never' }).count(), 0);

  // Revoked after a confirmation: gone from the list, refused at once.
  await row.getByRole('button', { name: 'Revoke Nightly report' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Nightly report?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await row.getByRole('button', { name: 'Revoke Nightly report' }).click();
  await expectAccessible(page, '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Revoke Nightly report now' }).click();
  await page.getByText('Nightly report revoked').waitFor();
  await row.waitFor({ state: 'detached' });
  await page.getByText('You have no access tokens yet.').waitFor();
  assert.equal((await asScript(token)).status, 401);
  await page.context().close();
});

test('settings at a narrow width, and for a visitor a log in prompt', async () => {
  const narrow = await stack.pageAs(owner, { width: 390, height: 844 });
  await narrow.goto(`${stack.url}/settings/`);
  await narrow.waitForURL(`${stack.url}/settings/access-tokens/`);
  await narrow.getByRole('button', { name: 'Create token' }).waitFor();
  const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `nothing wider than the screen (${overflow} px over)`);
  await narrow.goto(`${stack.url}/settings/nothing-here/`);
  await narrow.getByText('There is no such settings page.').waitFor();
  await narrow.context().close();

  const visitor = await stack.pageAs(null);
  await visitor.goto(`${stack.url}/settings/access-tokens/`);
  await visitor.getByText('Log in to see your settings.').waitFor();
  assert.equal(
    await visitor.getByRole('link', { name: 'Settings' }).count(),
    0,
    'no Settings in a visitor’s header',
  );
  await visitor.context().close();
});
