import type { Prisma } from '../generated/prisma/client.js';
import {
  chargesOf,
  chargeWithinBudgets,
  ownerKey,
  utcDayOf,
  type BudgetAccount,
  type BudgetCharge,
  type BudgetOwner,
} from './budget-caps.js';
import type { HourlyDelta } from './hourly-deltas.js';

type Transaction = Prisma.TransactionClient;
interface Owner {
  owner: BudgetOwner;
  ownerId: string;
}

/** Budgets are kept in micro-currency, spend in nano-currency. */
const NANO_PER_MICRO = 1000n;

/** The campaigns and ad groups a batch spends on, each once, in lock order (kind, then id). */
function ownersOf(deltas: readonly HourlyDelta[]): Owner[] {
  const owners = new Map<string, Owner>();
  for (const delta of deltas) {
    if (delta.spendInNanoCurrency === 0n) continue;
    owners.set(ownerKey('campaign', delta.campaignId), { owner: 'campaign', ownerId: delta.campaignId });
    owners.set(ownerKey('ad_group', delta.adGroupId), { owner: 'ad_group', ownerId: delta.adGroupId });
  }
  return [...owners.values()].sort((a, b) =>
    a.owner !== b.owner ? (a.owner < b.owner ? -1 : 1) : BigInt(a.ownerId) < BigInt(b.ownerId) ? -1 : 1,
  );
}

/**
 * Charges a batch's spend to its campaigns' and ad groups' budgets inside the batch's transaction,
 * never past one (budget-caps.ts), and answers the deltas at what they cost. Each owner's row of
 * budget_spend_totals is locked first and held to the commit, in key order so that two consumers
 * never deadlock: a batch counted meanwhile elsewhere waits, then reads what this one charged.
 */
export async function chargeToBudgets(
  tx: Transaction,
  deltas: readonly HourlyDelta[],
): Promise<HourlyDelta[]> {
  const owners = ownersOf(deltas);
  if (owners.length === 0) return [...deltas];
  const accounts = await lockAccounts(tx, owners);
  await readDays(tx, owners, [...new Set(deltas.map((d) => utcDayOf(d.hour)))], accounts);
  const charged = chargeWithinBudgets(deltas, accounts);
  await record(tx, chargesOf(charged));
  return charged;
}

/** Locks the owners' totals (made when new) and reads them with the budgets that now apply. */
async function lockAccounts(tx: Transaction, owners: Owner[]): Promise<Map<string, BudgetAccount>> {
  const [kinds, ids] = [owners.map((o) => o.owner), owners.map((o) => o.ownerId)];
  const rows = await tx.$queryRaw<
    {
      budget_owner: BudgetOwner;
      owner_id: string;
      charged: bigint;
      daily: bigint | null;
      lifetime: bigint | null;
    }[]
  >`
    WITH locked AS (
      INSERT INTO "ads"."budget_spend_totals" AS t (budget_owner, owner_id)
      SELECT * FROM unnest(${kinds}::text[], ${ids}::bigint[])
      ON CONFLICT (budget_owner, owner_id) DO UPDATE SET spend_in_nano_currency = t.spend_in_nano_currency
      RETURNING budget_owner, owner_id, spend_in_nano_currency)
    SELECT l.budget_owner, l.owner_id::text, l.spend_in_nano_currency AS charged,
      CASE WHEN l.budget_owner = 'campaign' THEN c.daily_spend_cap
           WHEN g.budget_type = 'DAILY' THEN g.budget_in_micro_currency END AS daily,
      CASE WHEN l.budget_owner = 'campaign' THEN c.lifetime_spend_cap
           WHEN g.budget_type = 'LIFETIME' THEN g.budget_in_micro_currency END AS lifetime
    FROM locked l
    LEFT JOIN "ads"."campaigns" c ON l.budget_owner = 'campaign' AND c.id = l.owner_id
    LEFT JOIN "ads"."ad_groups" g ON l.budget_owner = 'ad_group' AND g.id = l.owner_id`;
  return new Map(
    rows.map((row) => [
      ownerKey(row.budget_owner, row.owner_id),
      {
        dailyCap: row.daily === null ? null : row.daily * NANO_PER_MICRO,
        lifetimeCap: row.lifetime === null ? null : row.lifetime * NANO_PER_MICRO,
        chargedInAll: row.charged,
        chargedByDay: new Map(),
      },
    ]),
  );
}

/**
 * What the owners were charged on these days. A statement of its own, after the locks: it sees
 * what a batch that held them before committed.
 */
async function readDays(
  tx: Transaction,
  owners: Owner[],
  days: string[],
  accounts: Map<string, BudgetAccount>,
): Promise<void> {
  const [kinds, ids] = [owners.map((o) => o.owner), owners.map((o) => o.ownerId)];
  const rows = await tx.$queryRaw<
    { budget_owner: BudgetOwner; owner_id: string; day: string; spend: bigint }[]
  >`
    SELECT budget_owner, owner_id::text, to_char(day, 'YYYY-MM-DD') AS day, spend_in_nano_currency AS spend
    FROM "ads"."budget_spend_days"
    WHERE (budget_owner, owner_id) IN (
        SELECT * FROM unnest(${kinds}::text[], ${ids}::bigint[]))
      AND day = ANY(${days}::date[])`;
  for (const row of rows)
    accounts.get(ownerKey(row.budget_owner, row.owner_id))?.chargedByDay.set(row.day, row.spend);
}

/** Adds the charges to their owners' days and totals. */
async function record(tx: Transaction, charges: BudgetCharge[]): Promise<void> {
  if (charges.length === 0) return;
  const owners = charges.map((c) => c.owner);
  const ids = charges.map((c) => c.ownerId);
  const days = charges.map((c) => c.day);
  const spends = charges.map((c) => c.spendInNanoCurrency.toString());
  await tx.$executeRaw`
    WITH days AS (
      INSERT INTO "ads"."budget_spend_days" AS d (budget_owner, owner_id, day, spend_in_nano_currency)
      SELECT * FROM unnest(${owners}::text[], ${ids}::bigint[], ${days}::date[], ${spends}::bigint[])
      ON CONFLICT (budget_owner, owner_id, day) DO UPDATE SET
        spend_in_nano_currency = d.spend_in_nano_currency + EXCLUDED.spend_in_nano_currency)
    UPDATE "ads"."budget_spend_totals" AS t SET spend_in_nano_currency = t.spend_in_nano_currency + c.spend
    FROM (
      SELECT owner, id, sum(spend)::bigint AS spend
      FROM unnest(${owners}::text[], ${ids}::bigint[], ${spends}::bigint[]) AS x(owner, id, spend)
      GROUP BY owner, id) AS c
    WHERE t.budget_owner = c.owner AND t.owner_id = c.id`;
}
