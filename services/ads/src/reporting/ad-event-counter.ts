import { Injectable } from '@nestjs/common';
import { Events, type RecordedAdEvent } from '@pinboard/contracts';
import { DomainEvents } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { countImpressions, utcDay } from '../serving/frequency-cap.js';
import { chargeToBudgets } from './budget-ledger.js';
import { countedImpressions, hourlyDeltas, placementKey, type HourlyDelta } from './hourly-deltas.js';

type Transaction = Prisma.TransactionClient;

/**
 * Counts ad events into the hourly rollup, exactly once: in one transaction, each event's id is
 * recorded (a redelivered, replayed or resent event finds its id there and counts nothing), the
 * first impression and click of each placement are recorded (an impression counts, and a click is
 * billed, once per impression id), what is new is charged to its campaign's and ad group's budgets
 * (never past one: budget-ledger.ts), and the counters move by what is new at what it cost. A
 * failure half-way rolls all of it back, and the batch comes again. Once it is written, each new
 * impression of a signed-in viewer counts against serving's frequency cap (a count lost to a crash
 * in between lets the ad be seen once more, never less).
 */
@Injectable()
export class AdEventCounter {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: DomainEvents,
    private readonly redis: Redis,
  ) {}

  async count(events: readonly RecordedAdEvent[]): Promise<void> {
    const byId = new Map<string, RecordedAdEvent>();
    for (const event of events) {
      const id = event.event_id.toLowerCase();
      if (!byId.has(id)) byId.set(id, event);
    }
    if (byId.size === 0) return;
    const seen = await this.prisma.$transaction(async (tx) => {
      const fresh = await this.newEvents(tx, byId);
      if (fresh.length === 0) return [];
      const firsts = await this.firstsOf(tx, fresh);
      const counted = await chargeToBudgets(tx, hourlyDeltas(fresh, firsts));
      await this.add(tx, counted);
      await this.accrue(tx, counted);
      return countedImpressions(fresh, firsts).filter((e) => e.claims.viewer_id !== null);
    });
    await this.events.flush();
    await countImpressions(
      this.redis,
      seen.map((e) => ({
        day: utcDay(new Date(e.occurred_at)),
        viewerId: e.claims.viewer_id!,
        adId: e.claims.ad_id,
      })),
    );
  }

  /**
   * Tells billing what the batch cost within budgets, per campaign and UTC day (ads.spend.accrued),
   * in the transaction that counts it: spend counted is spend billed, never one without the other.
   */
  private async accrue(tx: Transaction, deltas: readonly HourlyDelta[]): Promise<void> {
    const lines = new Map<
      string,
      { ad_account_id: string; campaign_id: string; day: string; spend: bigint }
    >();
    for (const d of deltas) {
      if (d.spendInNanoCurrency === 0n) continue;
      const day = d.hour.toISOString().slice(0, 10);
      const key = `${d.campaignId}/${day}`;
      const line = lines.get(key) ?? {
        ad_account_id: d.adAccountId,
        campaign_id: d.campaignId,
        day,
        spend: 0n,
      };
      line.spend += d.spendInNanoCurrency;
      lines.set(key, line);
    }
    if (lines.size === 0) return;
    await this.events.record(tx, Events.ads.spendAccrued, {
      accrual_id: randomUUID(),
      lines: [...lines.values()].map(({ spend, ...line }) => ({
        ...line,
        spend_in_nano_currency: spend.toString(),
      })),
    });
  }

  /** The events whose ids were not counted before, recorded now. */
  private async newEvents(tx: Transaction, byId: Map<string, RecordedAdEvent>): Promise<RecordedAdEvent[]> {
    const rows = await tx.$queryRaw<{ event_id: string }[]>`
      INSERT INTO "ads"."ad_event_receipts" (event_id)
      SELECT unnest(${[...byId.keys()].sort()}::uuid[])
      ON CONFLICT DO NOTHING
      RETURNING event_id::text`;
    return rows.map((row) => byId.get(row.event_id)!);
  }

  /** Of these events' impressions and clicks, those first for their placement: `impression_id/type`. */
  private async firstsOf(tx: Transaction, events: RecordedAdEvent[]): Promise<Set<string>> {
    // In key order, as the rollup's rows: two instances given the same events never deadlock.
    const once = events
      .filter((e) => e.type === 'impression' || e.type === 'outbound_click')
      .map((e) => ({ impressionId: e.claims.impression_id.toLowerCase(), type: e.type }))
      .sort((a, b) =>
        placementKey(a.impressionId, a.type).localeCompare(placementKey(b.impressionId, b.type)),
      );
    if (once.length === 0) return new Set();
    const rows = await tx.$queryRaw<{ impression_id: string; type: string }[]>`
      INSERT INTO "ads"."ad_impression_firsts" (impression_id, type)
      SELECT * FROM unnest(
        ${once.map((e) => e.impressionId)}::uuid[],
        ${once.map((e) => e.type)}::text[])
      ON CONFLICT DO NOTHING
      RETURNING impression_id::text, type`;
    return new Set(rows.map((row) => placementKey(row.impression_id, row.type as RecordedAdEvent['type'])));
  }

  /** One statement for every (ad, hour) touched, in key order so that two writers never deadlock. */
  private async add(tx: Transaction, deltas: HourlyDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const column = <K extends keyof HourlyDelta>(key: K) => deltas.map((d) => String(d[key]));
    await tx.$executeRaw`
      INSERT INTO "ads"."ad_hourly_stats" AS s
        (ad_id, hour, ad_group_id, campaign_id, ad_account_id,
         impressions, closeups, saves, outbound_clicks, spend_in_nano_currency)
      SELECT * FROM unnest(
        ${column('adId')}::bigint[], ${deltas.map((d) => d.hour.toISOString())}::timestamptz[],
        ${column('adGroupId')}::bigint[], ${column('campaignId')}::bigint[], ${column('adAccountId')}::bigint[],
        ${column('impressions')}::bigint[], ${column('closeups')}::bigint[], ${column('saves')}::bigint[],
        ${column('outboundClicks')}::bigint[], ${column('spendInNanoCurrency')}::bigint[])
      ON CONFLICT (ad_id, hour) DO UPDATE SET
        impressions = s.impressions + EXCLUDED.impressions,
        closeups = s.closeups + EXCLUDED.closeups,
        saves = s.saves + EXCLUDED.saves,
        outbound_clicks = s.outbound_clicks + EXCLUDED.outbound_clicks,
        spend_in_nano_currency = s.spend_in_nano_currency + EXCLUDED.spend_in_nano_currency`;
  }
}
