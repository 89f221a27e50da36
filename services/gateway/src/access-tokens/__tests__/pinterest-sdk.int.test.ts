/**
 * A script written for Pinterest's ads works here: `pinterest-sdk` (a client generated from
 * Pinterest's published v5 OpenAPI document), used unchanged, pointed at this server's /v5 with a
 * personal access token, lists ad accounts and campaigns, and its models read every answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AccessTokenTexts, type AdAccount, type BatchReply, type Campaign } from '@pinboard/contracts';
import { startServices, testEnv, type Person, type ServicesUnderTest } from '@pinboard/test-kit';
import pg from 'pg';
import {
  AdAccount as SdkAdAccount,
  AdAccountsApi,
  ApiClient,
  CampaignResponse,
  Error as SdkV5Error,
  Paginated,
  type PaginatedAnswer,
  type SdkCallback,
  type SdkError,
  type SdkModel,
} from 'pinterest-sdk';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { businessPerson, newAccessToken, sessionCall } from './token-support.js';

/** The SDK's callback style as a promise: its data, or its error. */
function sdk<T>(start: (callback: SdkCallback<T>) => unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    start((error, data) => (error ? reject(error as unknown as Error) : resolve(data)));
  });
}

/**
 * What a model read is what the server sent: every field the model took, nested models included,
 * has the answer's value and type (a string read as 'Number' would come out NaN or changed).
 */
function assertReadAsSent(read: unknown, sent: unknown, path: string): void {
  if (Array.isArray(read)) {
    assert.ok(Array.isArray(sent), `${path} is a list`);
    assert.equal(read.length, sent.length, `${path} length`);
    read.forEach((item, i) => assertReadAsSent(item, sent[i], `${path}[${i}]`));
  } else if (read !== null && typeof read === 'object') {
    assert.ok(sent !== null && typeof sent === 'object', `${path} is an object`);
    for (const [key, value] of Object.entries(read)) {
      assertReadAsSent(value, (sent as Record<string, unknown>)[key], `${path}.${key}`);
    }
  } else {
    assert.strictEqual(read, sent, path);
  }
}

/** Reads `sent` with an SDK model and checks it took at least `fields`, each as sent. */
function readWith(model: SdkModel, sent: Record<string, unknown>, fields: string[], what: string) {
  const read = model.constructFromObject(sent);
  for (const field of fields) assert.ok(Object.hasOwn(read, field), `${what}: the model read ${field}`);
  assertReadAsSent(read, sent, what);
  return read;
}

const AD_ACCOUNT_FIELDS = ['id', 'name', 'owner', 'country', 'currency'];
const CAMPAIGN_FIELDS = [
  'id',
  'ad_account_id',
  'name',
  'status',
  'objective_type',
  'daily_spend_cap',
  'lifetime_spend_cap',
  'start_time',
  'end_time',
  'tracking_urls',
  'created_time',
  'updated_time',
  'type',
];

describe('pinterest-sdk, unchanged, against /v5 with a personal access token', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;
  let owner: Person;
  let account: AdAccount;
  let campaigns: Campaign[];

  const clientWith = (token: string): AdAccountsApi => {
    const client = new ApiClient(`${gateway.url}/v5`);
    client.authentications.pinterest_oauth2.accessToken = token;
    return new AdAccountsApi(client);
  };

  before(async () => {
    services = await startServices({ only: ['users', 'ads'] });
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
    // Set up in the web app, with the session, as a person would before writing a script.
    owner = await businessPerson(gateway.url, 'sdk');
    const made = await sessionCall(owner, 'POST', '/v5/ad_accounts', { name: 'SDK Shop', country: 'GB' });
    assert.equal(made.status, 201, made.text);
    account = made.json as AdAccount;
    const start = Math.floor(Date.now() / 1000) + 86_400;
    const batch = await sessionCall(owner, 'POST', `/v5/ad_accounts/${account.id}/campaigns`, [
      { name: 'Always on', objective_type: 'AWARENESS', daily_spend_cap: 5_000_000 },
      {
        name: 'Spring sale',
        objective_type: 'CONSIDERATION',
        status: 'PAUSED',
        lifetime_spend_cap: 90_000_000,
        start_time: start,
        end_time: start + 30 * 86_400,
        tracking_urls: { impression: ['https://example.com/pixel'], click: ['https://example.com/click'] },
      },
    ]);
    assert.equal(batch.status, 200, batch.text);
    campaigns = (batch.json as BatchReply<Campaign>).items.map((item) => {
      assert.deepEqual(item.exceptions, []);
      return item.data!;
    });
  });

  after(async () => {
    await gateway?.close();
    await services?.stop();
  });

  it('lists ad accounts: Paginated and AdAccount read the answer', async () => {
    const { token } = await newAccessToken(owner, ['ads:read'], 'pinterest-sdk');
    const page = await sdk<PaginatedAnswer>((done) =>
      clientWith(token).adAccountsList({ pageSize: 25 }, done),
    );
    assert.ok(page instanceof (Paginated as unknown as new () => object), 'answered as the SDK Paginated');
    assert.equal(page.bookmark, null);
    assert.equal(page.items.length, 1);
    const read = readWith(SdkAdAccount, page.items[0]!, AD_ACCOUNT_FIELDS, 'ad account');
    assert.equal(read.id, account.id);
    assert.equal(read.currency, 'GBP');
    assert.deepEqual({ ...(read.owner as object) }, { username: owner.me.username });
  });

  it('lists campaigns, page by page and filtered: CampaignResponse reads every one', async () => {
    const { token } = await newAccessToken(owner, ['ads:read'], 'pinterest-sdk');
    const api = clientWith(token);
    const first = await sdk<PaginatedAnswer>((done) => api.campaignsList(account.id, { pageSize: 1 }, done));
    assert.equal(first.items.length, 1);
    assert.equal(typeof first.bookmark, 'string');
    const rest = await sdk<PaginatedAnswer>((done) =>
      api.campaignsList(account.id, { pageSize: 1, bookmark: first.bookmark! }, done),
    );
    const listed = [...first.items, ...rest.items];
    assert.deepEqual(listed.map((c) => c.id).sort(), campaigns.map((c) => c.id).sort());
    for (const sent of listed) {
      const read = readWith(CampaignResponse, sent, CAMPAIGN_FIELDS, `campaign ${String(sent.id)}`);
      assert.deepEqual(
        sent,
        campaigns.find((c) => c.id === read.id),
      );
    }

    const paused = await sdk<PaginatedAnswer>((done) =>
      api.campaignsList(
        account.id,
        { entityStatuses: ['PAUSED', 'ARCHIVED'], campaignIds: campaigns.map((c) => c.id) },
        done,
      ),
    );
    assert.deepEqual(
      paused.items.map((c) => c.name),
      ['Spring sale'],
    );
  });

  it('a revoked token fails as v5 does: 401, and the SDK Error model reads { code, message }', async () => {
    const token = await newAccessToken(owner, ['ads:read'], 'soon revoked');
    const revoked = await sessionCall(owner, 'DELETE', `/v3/users/me/access_tokens/${token.id}/`);
    assert.equal(revoked.status, 200, revoked.text);
    const error = await sdk<PaginatedAnswer>((done) => clientWith(token.token).adAccountsList({}, done)).then(
      () => assert.fail('a revoked token must be refused'),
      (err: SdkError) => err,
    );
    assert.equal(error.status, 401);
    const read = SdkV5Error.constructFromObject(error.response?.body);
    assert.equal(read.message, AccessTokenTexts.invalid);
    assert.equal(typeof read.code, 'number');
  });

  it("reads a campaign's analytics (campaignsAnalytics): rows of the columns asked, as sent", async () => {
    const token = await newAccessToken(owner, ['ads:read'], 'reports');
    const campaign = campaigns.find((c) => c.name === 'Always on')!;
    // An hour of reporting as the ads service keeps it (its event path is tested in
    // ads-reporting.int.test and the browser tests): an impression at a 2.00 CPM price.
    const db = new pg.Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO ads.ad_hourly_stats (ad_id, hour, ad_group_id, campaign_id, ad_account_id, impressions, spend_in_nano_currency)
         VALUES ($1, date_trunc('hour', now()), $2, $3, $4, 1, 2000000)`,
        [String(9_000_000_000 + Number(campaign.id)), '9000000002', campaign.id, account.id],
      );
    } finally {
      await db.end();
    }
    const today = new Date().toISOString().slice(0, 10);
    const columns = ['TOTAL_IMPRESSION', 'SPEND_IN_MICRO_DOLLAR', 'CTR'];
    const read = () =>
      sdk<Record<string, unknown>[]>((done) =>
        clientWith(token.token).campaignsAnalytics(
          account.id,
          today,
          today,
          [campaign.id],
          columns,
          'DAY',
          {},
          done,
        ),
      );
    const rows = await read();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.CAMPAIGN_ID, campaign.id);
    assert.equal(rows[0]!.DATE, today);
    assert.equal(rows[0]!.TOTAL_IMPRESSION, 1);
    assert.equal(rows[0]!.SPEND_IN_MICRO_DOLLAR, 2_000, 'a thousandth of the CPM price');
  });
});
