/**
 * The transactional outbox. A service records a domain event in the same transaction as the change
 * it announces (a row of its schema's `outbox_event`), so that no event is lost to a crash or a
 * NATS outage between the commit and the publish: what commits is announced, sooner or later, and
 * what rolls back never is. A relay publishes the recorded rows to JetStream in order (deduplicated
 * by event_id, so publishing one twice after a crash adds nothing) and deletes them; one relay at a
 * time per service (a transaction-scoped advisory lock), so replicas do not reorder events.
 *
 * Each service that records events has the table (its migration `outbox`, model OutboxEvent).
 */
import { createHash } from 'node:crypto';
import type { EventBody, EventDefinition, EventOf } from '@pinboard/contracts';
import { inPgTransaction, type PgPool, type PgTransaction } from '@pinboard/db';
import { completeEvent, type DomainEventPublisher } from './domain-events.js';
import { injectTraceContext, type HeaderCarrier } from './telemetry.js';

/** A Prisma transaction client, as `record` writes through it (raw SQL: any service's client will do). */
export interface OutboxWriter {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** The change's transaction that `record` writes in: Prisma's, or node-postgres' (`inPgTransaction`). */
export type OutboxTransaction = OutboxWriter | PgTransaction;

interface OutboxRow {
  /** int8, as node-postgres reads it. */
  id: string;
  subject: string;
  event: { event_id: string };
  trace: Record<string, string>;
}

function execute(tx: OutboxTransaction, query: string, values: unknown[]): Promise<unknown> {
  return '$executeRawUnsafe' in tx ? tx.$executeRawUnsafe(query, ...values) : tx.query(query, values);
}

/** Rows a relay publishes per transaction. */
const BATCH = 500;
/** The advisory lock's first half, "outbox"; the second is the service's schema. */
const LOCK_CLASS = 0x6f757462;

/** The trace context of now, as a plain object to keep with the row. */
function traceNow(): Record<string, string> {
  const trace: Record<string, string> = {};
  const carrier: HeaderCarrier = {
    get: (key) => trace[key] ?? '',
    set: (key, value) => {
      trace[key] = value;
    },
    has: (key) => key in trace,
  };
  injectTraceContext(carrier);
  return trace;
}

export class Outbox {
  private readonly table: string;
  private readonly lockKey: number;
  private running: Promise<number> | null = null;
  private again = false;

  /**
   * `pool`: the service's node-postgres pool. Each save and edit flushes the outbox, and through
   * Prisma's interactive transaction that cost more CPU than the relay's three statements.
   */
  constructor(
    private readonly pool: PgPool,
    schema: string,
  ) {
    if (!/^[a-z][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
    this.table = `"${schema}"."outbox_event"`;
    this.lockKey = createHash('sha256').update(schema).digest().readInt32BE(0);
  }

  /** Records events of one kind in the transaction `tx` (validated and completed now), in order. */
  async record<E extends EventDefinition>(
    tx: OutboxTransaction,
    event: E,
    bodies: readonly EventBody<E>[],
  ): Promise<EventOf<E>[]> {
    if (bodies.length === 0) return [];
    const full = bodies.map((body) => completeEvent(event, body));
    await execute(
      tx,
      `INSERT INTO ${this.table} (subject, event, trace)
       SELECT $1, e, $3::jsonb FROM unnest($2::jsonb[]) WITH ORDINALITY AS t(e, n) ORDER BY n`,
      [event.subject, full.map((e) => JSON.stringify(e)), JSON.stringify(traceNow())],
    );
    return full;
  }

  /**
   * Publishes every recorded row and answers how many. Calls that come while one runs wait for it
   * and make it go round once more, so each caller's committed rows are published when it returns
   * (unless another replica holds the relay: then its relay publishes them).
   */
  relay(publisher: DomainEventPublisher): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async () => {
      let total = 0;
      do {
        this.again = false;
        for (let published = BATCH; published === BATCH; total += published) {
          published = await this.relayBatch(publisher);
        }
      } while (this.again);
      return total;
    };
    this.running = run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** One transaction: the lock, the oldest rows, each published (in order), then deleted. */
  private relayBatch(publisher: DomainEventPublisher): Promise<number> {
    return inPgTransaction(this.pool, async (tx) => {
      // The lock and the rows in one statement (a round trip less on every save): no rows when
      // another relay holds the lock. MATERIALIZED: the lock is tried once, before the rows.
      // FOR UPDATE: the statement's snapshot may predate the lock, so rows a relay that let go
      // of it just deleted would still be seen; locking them re-reads them, and deleted ones drop.
      const { rows } = await tx.query<OutboxRow>(
        `WITH relay AS MATERIALIZED (SELECT pg_try_advisory_xact_lock($1::int4, $2::int4) AS locked)
           SELECT o.id, o.subject, o.event, o.trace FROM relay, ${this.table} o
           WHERE relay.locked ORDER BY o.id LIMIT ${BATCH} FOR UPDATE OF o`,
        [LOCK_CLASS, this.lockKey],
      );
      if (rows.length === 0) return 0;
      // Sent in order on one connection, acknowledged together; a failure rolls back the delete.
      await Promise.all(rows.map((row) => publisher.publishComplete(row.subject, row.event, row.trace)));
      await tx.query(`DELETE FROM ${this.table} WHERE id = ANY($1::bigint[])`, [rows.map((row) => row.id)]);
      return rows.length;
    });
  }
}
