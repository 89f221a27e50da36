/**
 * How fast reporting counts ad events: publishes EVENTS events (as collection requests of
 * PER_REQUEST events each, the way the gateway publishes them) to the test NATS, with the ads
 * service running in-process on the test database, and reports how long until every one was
 * counted, and whether the counts are exact. Not a test (node --test does not pick it up):
 *
 *   npx tsc -b services/ads/tsconfig.test.json && node services/ads/dist-test/__tests__/measure-ingestion.js [EVENTS] [PER_REQUEST]
 *
 * with TEST_DATABASE_URL, TEST_NATS_URL, TEST_REDIS_URL pointing at the test infrastructure.
 */
import { Events, type RecordedAdEvent } from '@pinboard/contracts';
import { DomainEventPublisher, EventConsumers, startService } from '@pinboard/service-kit';
import { deleteEventConsumers, migrateServices, serviceTestConfig, testEnv } from '@pinboard/test-kit';
import { randomInt, randomUUID } from 'node:crypto';
import { PrismaClient } from '../generated/prisma/client.js';
import { adsService } from '../service.js';

const EVENTS = Number(process.argv[2] ?? 50_000);
const PER_REQUEST = Number(process.argv[3] ?? 20);
const ADS = 500;
/** Publishes in flight at once (each waits for JetStream's ack, as the gateway's do). */
const IN_FLIGHT = 64;

const base = randomInt(1, 2 ** 40) * 1000;
const ads = Array.from({ length: ADS }, (_, i) => String(base + i));
const account = String(base);

/** Four in five are impressions (each its own placement), the rest clicks, saves and closeups. */
function anEvent(): RecordedAdEvent {
  const ad = ads[randomInt(ADS)]!;
  const roll = randomInt(10);
  const type = roll < 8 ? 'impression' : roll === 8 ? 'outbound_click' : 'save';
  return {
    event_id: randomUUID(),
    type,
    occurred_at: new Date().toISOString(),
    claims: {
      ad_id: ad,
      ad_group_id: ad,
      campaign_id: ad,
      ad_account_id: account,
      viewer_id: null,
      price_in_micro_currency: 2_000_000,
      billable_event: 'IMPRESSION',
      placement: 'feed',
      issued_at: Math.floor(Date.now() / 1000),
      impression_id: randomUUID(),
    },
  };
}

await migrateServices(['ads']);
const config = serviceTestConfig(adsService, { LOG_LEVEL: 'warn' });
const service = await startService(adsService, config);
const prisma = service.app.get(PrismaClient);
const publisher = await DomainEventPublisher.connect(testEnv().natsUrl);
const consumers = service.app.get(EventConsumers);
const durable = `${config.EVENT_CONSUMER_PREFIX}-reporting`;

const requests = Array.from({ length: Math.ceil(EVENTS / PER_REQUEST) }, () =>
  Array.from({ length: PER_REQUEST }, anEvent),
);
const expected = { impressions: 0, clicks: 0, saves: 0 };
for (const e of requests.flat()) {
  if (e.type === 'impression') expected.impressions++;
  else if (e.type === 'outbound_click') expected.clicks++;
  else expected.saves++;
}

const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (next < requests.length) {
      const events = requests[next++]!;
      await publisher.publish(Events.ads.adEventRecorded, { events });
    }
  }),
);
const published = performance.now();
for (;;) {
  if ((await consumers.lag())[durable] === 0) break;
  await new Promise((r) => setTimeout(r, 20));
}
const counted = performance.now();

const [sums] = await prisma.$queryRaw<
  { impressions: bigint; clicks: bigint; saves: bigint; spend: bigint }[]
>`
  SELECT sum(impressions)::bigint AS impressions, sum(outbound_clicks)::bigint AS clicks,
         sum(saves)::bigint AS saves, sum(spend_in_nano_currency)::bigint AS spend
  FROM "ads"."ad_hourly_stats" WHERE ad_account_id = ${BigInt(account)}`;
const total = requests.flat().length;
const seconds = (counted - started) / 1000;
console.log(
  JSON.stringify(
    {
      events: total,
      per_request: PER_REQUEST,
      publish_seconds: +((published - started) / 1000).toFixed(2),
      counted_seconds: +seconds.toFixed(2),
      events_per_second: Math.round(total / seconds),
      exact:
        Number(sums?.impressions) === expected.impressions &&
        Number(sums?.clicks) === expected.clicks &&
        Number(sums?.saves) === expected.saves &&
        sums?.spend === BigInt(expected.impressions) * 2_000_000n,
      counts: {
        expected,
        got: {
          impressions: Number(sums?.impressions),
          clicks: Number(sums?.clicks),
          saves: Number(sums?.saves),
        },
      },
    },
    null,
    1,
  ),
);
await publisher.close();
await service.close();
await deleteEventConsumers(testEnv().natsUrl, config.EVENT_CONSUMER_PREFIX!);
