/**
 * A script written for Pinterest works here: `pinterest-sdk` (a client generated from Pinterest's
 * published v5 OpenAPI document), used unchanged, pointed at this server's /v5 with a personal
 * access token, lists ad accounts and campaigns, makes boards, Pins and video uploads and reads them
 * back, and its models read every answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFile } from 'node:fs/promises';
import { AccessTokenTexts, type AdAccount, type BatchReply, type Campaign } from '@pinboard/contracts';
import {
  signUp,
  solidPng,
  startServices,
  testEnv,
  VIDEO_FIXTURES,
  type Person,
  type ServicesUnderTest,
} from '@pinboard/test-kit';
import pg from 'pg';
import {
  AdAccount as SdkAdAccount,
  AdAccountsApi,
  ApiClient,
  Board as SdkBoard,
  BoardsApi,
  CampaignResponse,
  MediaApi,
  MediaUpload as SdkMediaUpload,
  MediaUploadDetails as SdkMediaUploadDetails,
  Pin as SdkPin,
  PinsApi,
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

/** The same, with the answer's body as the server sent it (to read it with a model). */
function sdkSent<T>(
  start: (callback: SdkCallback<T>) => unknown,
): Promise<{ data: T; sent: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    start((error, data, response) =>
      error
        ? reject(error as unknown as Error)
        : resolve({ data, sent: response.body as Record<string, unknown> }),
    );
  });
}

/**
 * What a model read is what the server sent: every field the model took, nested models included,
 * has the answer's value and type (a string read as 'Number' would come out NaN or changed).
 */
function assertReadAsSent(read: unknown, sent: unknown, path: string): void {
  if (read instanceof Date) {
    // A date-time read as a Date: the same instant as the text sent.
    assert.equal(typeof sent, 'string', `${path} is a date-time`);
    assert.equal(read.getTime(), Date.parse(sent as string), path);
  } else if (Array.isArray(read)) {
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
const BOARD_FIELDS = ['id', 'name', 'description', 'owner', 'privacy'];
const PIN_FIELDS = [
  'id',
  'created_at',
  'link',
  'title',
  'description',
  'alt_text',
  'board_id',
  'board_section_id',
  'board_owner',
  'media',
];
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
    services = await startServices({ only: ['users', 'ads', 'boards', 'pins'] });
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

  it('makes a board, an image Pin and a video Pin (MediaApi) and reads them back: the models read each answer', async () => {
    const maker = await signUp(gateway.url, 'sdkpin');
    const { token } = await newAccessToken(maker, ['pins:write', 'boards:write'], 'pinterest-sdk pins');
    const client = new ApiClient(`${gateway.url}/v5`);
    client.authentications.pinterest_oauth2.accessToken = token;
    const boards = new BoardsApi(client);
    const pins = new PinsApi(client);
    const media = new MediaApi(client);

    const made = await sdkSent<Record<string, unknown>>((done) =>
      boards.boardsCreate({ name: 'SDK board', description: 'From a script', privacy: 'PUBLIC' }, done),
    );
    const board = readWith(SdkBoard, made.sent, BOARD_FIELDS, 'created board');
    assert.deepEqual({ ...made.data }, { ...board });
    assert.equal(board.name, 'SDK board');
    assert.equal(board.privacy, 'PUBLIC');
    assert.deepEqual({ ...(board.owner as object) }, { username: maker.me.username });
    const boardId = board.id as string;
    const got = await sdkSent<Record<string, unknown>>((done) => boards.boardsGet(boardId, done));
    assert.deepEqual(readWith(SdkBoard, got.sent, BOARD_FIELDS, 'board'), board);
    const listed = await sdk<PaginatedAnswer>((done) => boards.boardsList({ pageSize: 250 }, done));
    assert.equal(listed.bookmark, null);
    assert.deepEqual(
      listed.items.map((item) => readWith(SdkBoard, item, BOARD_FIELDS, 'listed board').id),
      [boardId],
    );

    const image = solidPng(400, 300, [120, 40, 90]).toString('base64');
    const pinMade = await sdkSent<Record<string, unknown>>((done) =>
      pins.pinsCreate(
        {
          board_id: boardId,
          title: 'From the SDK',
          description: 'Made by pinsCreate',
          link: 'https://example.com/sdk',
          media_source: { source_type: 'image_base64', content_type: 'image/png', data: image },
        },
        done,
      ),
    );
    const pin = readWith(SdkPin, pinMade.sent, PIN_FIELDS, 'created Pin');
    assert.equal(pin.title, 'From the SDK');
    assert.equal(pin.board_id, boardId);
    assert.deepEqual({ ...(pin.media as object) }, { media_type: 'image' });
    const pinId = pin.id as string;
    const pinGot = await sdkSent<Record<string, unknown>>((done) => pins.pinsGet(pinId, {}, done));
    assert.deepEqual(pinGot.sent, pinMade.sent);
    readWith(SdkPin, pinGot.sent, PIN_FIELDS, 'Pin');
    const onBoard = await sdk<PaginatedAnswer>((done) => boards.boardsListPins(boardId, {}, done));
    assert.deepEqual(
      onBoard.items.map((item) => readWith(SdkPin, item, PIN_FIELDS, 'board Pin').id),
      [pinId],
    );

    // A video: registered with MediaApi, its file posted to upload_url as a script posts it.
    const upload = await sdkSent<Record<string, unknown>>((done) =>
      media.mediaCreate({ media_type: 'video' }, done),
    );
    const registered = readWith(
      SdkMediaUpload,
      upload.sent,
      ['media_id', 'media_type', 'upload_url'],
      'upload',
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.sent.upload_parameters as Record<string, string>)) {
      form.append(name, value);
    }
    form.append(
      'file',
      new Blob([await readFile(VIDEO_FIXTURES.clip.path)], { type: 'video/mp4' }),
      'clip.mp4',
    );
    const posted = await fetch(new URL(registered.upload_url as string, gateway.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(posted.status, 200, await posted.text());
    const mediaId = registered.media_id as string;
    const details = await sdkSent<Record<string, unknown>>((done) => media.mediaGet(mediaId, done));
    const state = readWith(
      SdkMediaUploadDetails,
      details.sent,
      ['media_id', 'media_type', 'status'],
      'media',
    );
    assert.deepEqual({ ...state }, { media_id: mediaId, media_type: 'video', status: 'succeeded' });
    const uploads = await sdk<PaginatedAnswer>((done) => media.mediaList({}, done));
    assert.deepEqual(
      uploads.items.map(
        (item) => readWith(SdkMediaUploadDetails, item, ['media_id'], 'listed media').media_id,
      ),
      [mediaId],
    );
    const videoMade = await sdkSent<Record<string, unknown>>((done) =>
      pins.pinsCreate(
        {
          board_id: boardId,
          title: 'Video from the SDK',
          media_source: {
            source_type: 'video_id',
            media_id: mediaId,
            cover_image_content_type: 'image/png',
            cover_image_data: image,
          },
        },
        done,
      ),
    );
    const video = readWith(SdkPin, videoMade.sent, PIN_FIELDS, 'video Pin');
    assert.deepEqual({ ...(video.media as object) }, { media_type: 'video' });
    const videoGot = await sdkSent<Record<string, unknown>>((done) =>
      pins.pinsGet(video.id as string, {}, done),
    );
    assert.deepEqual(videoGot.sent, videoMade.sent);

    await sdk<null>((done) => pins.pinsDelete(pinId, done));
    const gone = await sdk((done) => pins.pinsGet(pinId, {}, done)).then(
      () => assert.fail('a deleted Pin must be gone'),
      (err: SdkError) => err,
    );
    assert.equal(gone.status, 404);
  });
});
