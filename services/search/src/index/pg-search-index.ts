import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  colorFamilyOf,
  hashtagsIn,
  type Board,
  type LinkProduct,
  type Pin,
  type UserSummary,
} from '@pinboard/contracts';
import { RecentValues } from '@pinboard/service-kit';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { colorKey, imageKey, NEAR_BITS, type ImageKey } from './image-signature.js';
import {
  SearchIndex,
  type BrandCount,
  type PinHit,
  type PinQuery,
  type RankCursor,
  type Ranked,
  type ShoppingFilter,
  type SuggestedQuery,
  type TextQuery,
} from './search-index.js';

/** A shopping search's conditions on root_docs (d): in stock, then the filters asked for. */
function shoppingFilter(shopping: ShoppingFilter | null): Prisma.Sql {
  if (shopping === null) return Prisma.empty;
  const { priceMin, priceMax, currency, onSale, brands } = shopping;
  const priced = priceMin !== null || priceMax !== null;
  return Prisma.sql`AND d.in_stock
    ${priced ? Prisma.sql`AND d.currency = ${currency}` : Prisma.empty}
    ${priceMin !== null ? Prisma.sql`AND d.price_micros >= ${priceMin}` : Prisma.empty}
    ${priceMax !== null ? Prisma.sql`AND d.price_micros <= ${priceMax}` : Prisma.empty}
    ${onSale ? Prisma.sql`AND d.on_sale` : Prisma.empty}
    ${
      brands.length > 0
        ? Prisma.sql`AND d.brand_folded = ANY(ARRAY(SELECT "search".fold(b) FROM unnest(${[...brands]}::text[]) AS b))`
        : Prisma.empty
    }`;
}

/**
 * The link domains, colours and kind (videos) asked for, on pin_docs or root_docs (d): both carry
 * them. One colour family is an equality, so that the (color_family, static_rank) index yields it
 * in rank order.
 */
function contentFilter(query: PinQuery): Prisma.Sql {
  const domains = query.domains.length
    ? Prisma.sql`AND d.link_domain = ANY(${[...query.domains]}::text[])`
    : Prisma.empty;
  const families = query.colors.map(colorFamilyOf);
  const colors =
    families.length === 0
      ? Prisma.empty
      : families.length === 1
        ? Prisma.sql`AND d.color_family = ${families[0]}::smallint`
        : Prisma.sql`AND d.color_family = ANY(${families}::smallint[])`;
  const kind =
    query.kind === 'video'
      ? Prisma.sql`AND d.has_video`
      : query.kind === 'idea'
        ? Prisma.sql`AND d.has_pages`
        : Prisma.empty;
  return Prisma.sql`${domains} ${colors} ${kind}`;
}

/** Whose originals (d): not those of people blocked either way, and only one person's when asked. */
function pinnerFilter(query: PinQuery): Prisma.Sql {
  const excluded = query.excludePinners.length
    ? Prisma.sql`AND d.pinner_id <> ALL(${bigints(query.excludePinners)}::bigint[])`
    : Prisma.empty;
  const pinner = query.pinnerId !== null ? Prisma.sql`AND d.pinner_id = ${query.pinnerId}` : Prisma.empty;
  return Prisma.sql`${excluded} ${pinner}`;
}

/** Raw SQL is not given the service's schema (the adapter qualifies model queries only). */
const T = {
  pins: Prisma.raw('"search"."pin_docs"'),
  roots: Prisma.raw('"search"."root_docs"'),
  boards: Prisma.raw('"search"."board_docs"'),
  users: Prisma.raw('"search"."user_docs"'),
  follows: Prisma.raw('"search"."user_follows"'),
  blocks: Prisma.raw('"search"."blocks"'),
  words: Prisma.raw('"search"."words"'),
  linkProducts: Prisma.raw('"search"."link_products"'),
};
/** pg_trgm's word-similarity operator, from the schema the extension lives in. */
const WORD_MATCH = Prisma.raw('OPERATOR("search".<%)');
const fold = (value: Prisma.Sql) => Prisma.sql`"search".fold(${value})`;
/** A query as Postgres full text reads it: web-search syntax, accents and case folded, English stems. */
const tsQuery = (text: string) => Prisma.sql`websearch_to_tsquery('english', "search".fold(${text}))`;
/** Recency: 2 for something made at `asOf`, 1.5 a month before, towards 1 for the old. */
const recency = (created: Prisma.Sql, asOf: Date) =>
  Prisma.sql`(1 + 1 / (1 + greatest(extract(epoch FROM (${asOf}::timestamptz - ${created})), 0) / 2592000))`;
/** What an original's saves and age give its score as of `asOf` (see the static_rank migration). */
const STATIC_RANK_SECONDS = 63_072_000;
const standing = (asOf: Date) =>
  Prisma.sql`exp(d.static_rank - ${asOf.getTime() / 1000 / STATIC_RANK_SECONDS}::float8)`;
/**
 * A query's Pins are its best CANDIDATES matches by saves and age (an index walk that stops there,
 * however common its words), ordered by relevance × saves × age: a word most Pins carry costs what
 * a rare one does. Beyond them, a search has no more pages.
 */
const CANDIDATES = 1000;
/**
 * Matches above this share of all originals are found by walking the static_rank index (about
 * 1,000 / share rows read); rarer ones by the RUM index's ordered scan (which sorts every match's
 * posting: 60 ms for a word in 22% of a million Pins, 5 ms for one in 1%). Measured on the bench's
 * million Pins: the two cost the same near 5%.
 */
const WALK_SHARE = 0.04;
/** RUM's ordering by the attached static rank, highest first: distance below a rank never reached. */
const BY_RANK_DESC = Prisma.raw(`OPERATOR("search".<=|) '1000000'::float8`);
/** How long a viewer's blocks are trusted once read (see blocks). */
const BLOCKS_MAX_AGE_MS = 1000;
/** How often the words' shares are copied from Postgres's statistics (see refreshWordShares). */
const WORD_SHARES_REFRESH_MS = 5 * 60_000;
/**
 * Which rows match and how well: full text (every word, stemmed; title over description), or, in
 * fuzzy mode, trigram closeness of the words to the text (a typo or two).
 */
const matches = ({ text, fuzzy }: TextQuery) =>
  fuzzy
    ? Prisma.sql`"search".fold(${text}) ${WORD_MATCH} d.match_text`
    : Prisma.sql`d.document @@ ${tsQuery(text)}`;
const relevance = ({ text, fuzzy }: TextQuery) =>
  fuzzy
    ? Prisma.sql`"search".word_similarity("search".fold(${text}), d.match_text)`
    : Prisma.sql`ts_rank(d.document, ${tsQuery(text)})`;
/** pg_trgm's similarity operator (at least 0.3 alike: the index finds the candidates). */
const SIMILAR = Prisma.raw('OPERATOR("search".%)');
/**
 * How alike a typo and the word it is corrected to must be: pg_trgm's own default, which one letter
 * dropped from a short word still meets (tulip, tulp: 0.375; garden, gardn: 0.44).
 */
const CORRECTION_SIMILARITY = 0.3;
/** How close fuzzy words must be (pg_trgm's default, 0.6, misses many one-letter typos in short words). */
const FUZZY_THRESHOLD = 0.5;
/** A typed prefix as a LIKE pattern: folded, its own %, _ and \\ literal. */
const likePrefix = (prefix: string) =>
  Prisma.sql`"search".fold(${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;
const afterCursor = (after: RankCursor | null, idColumn: Prisma.Sql) =>
  after
    ? Prisma.sql`AND (ranked.score, ranked.${idColumn}) < (${after.score}::float8, ${after.id}::bigint)`
    : Prisma.empty;
const bigints = (ids: readonly bigint[]) => ids.map(String);

/** The document of a Pin: title and hashtags (A), description and an Idea Pin's page texts (B), link domain (C). */
function pinDocument(pin: Pin): Prisma.Sql {
  const tags = hashtagsIn(pin.description).join(' ');
  const pages = (pin.story_pin_data?.pages ?? []).map((page) => page.text).join(' ');
  return Prisma.sql`
    setweight(to_tsvector('english', ${fold(Prisma.sql`${pin.title}`)}), 'A')
    || setweight(to_tsvector('simple', ${fold(Prisma.sql`${tags}`)}), 'A')
    || setweight(to_tsvector('english', ${fold(Prisma.sql`${pin.description}`)}), 'B')
    || setweight(to_tsvector('english', ${fold(Prisma.sql`${pages}`)}), 'B')
    || setweight(to_tsvector('simple', ${fold(Prisma.sql`${pin.linkDomain?.domain ?? ''}`)}), 'C')`;
}

/** The Postgres index: full text (unaccent, English stems), pg_trgm for typos, prefixes for typeahead. */
@Injectable()
export class PgSearchIndex extends SearchIndex implements OnModuleInit, OnModuleDestroy {
  /**
   * The batch being applied, if any: its transaction, where every write goes; its new and changed
   * Pins, written together (one statement) before anything else of the batch that could depend on
   * them; and the originals it touched, refreshed together (one set-based statement) before it
   * commits.
   */
  private readonly batch = new AsyncLocalStorage<{
    tx: Prisma.TransactionClient;
    roots: Set<bigint>;
    pins: Map<string, { pin: Pin; rootId: bigint }>;
    committed: (() => void)[];
  }>();

  /**
   * Who each viewer blocked or is blocked by, read at most once a second per process: blocks reach
   * the index from users' events, so this is that lag a second longer on other replicas (this
   * process forgets a viewer's as soon as it writes one of theirs).
   */
  private readonly blocks = new RecentValues<bigint, bigint[]>(BLOCKS_MAX_AGE_MS, 10_000);

  /** Whether the server has the RUM word-rank index (the word_rank_index migration). */
  private wordRankIndex = false;
  private refreshTimer: NodeJS.Timeout | undefined;

  constructor(private readonly prisma: PrismaClient) {
    super();
  }

  async onModuleInit(): Promise<void> {
    const [row] = await this.prisma.$queryRaw<{ present: boolean }[]>`
      SELECT to_regclass('"search"."root_docs_document_rank_idx"') IS NOT NULL AS present`;
    this.wordRankIndex = row?.present ?? false;
    if (!this.wordRankIndex) return;
    await this.refreshWordShares();
    this.refreshTimer = setInterval(() => void this.refreshWordShares(), WORD_SHARES_REFRESH_MS);
    this.refreshTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.refreshTimer);
  }

  /**
   * Copies how common each word is from Postgres's statistics (kept fresh by autovacuum's analyze)
   * into word_shares, which picks each query's plan. Best effort: stale shares only pick a slower plan.
   */
  async refreshWordShares(): Promise<void> {
    await this.prisma.$executeRaw`SELECT "search".refresh_word_shares()`.catch(() => undefined);
  }

  /** Where writes go: the current batch's transaction, or the pool. */
  private get db(): Prisma.TransactionClient {
    return this.batch.getStore()?.tx ?? this.prisma;
  }

  /** Many events' writes in one transaction: one commit for the batch, all or none. */
  async inTransaction(apply: () => Promise<void>): Promise<void> {
    const committed: (() => void)[] = [];
    await this.prisma.$transaction(
      (tx) => {
        const roots = new Set<bigint>();
        committed.length = 0; // a retried transaction starts again
        return this.batch.run({ tx, roots, pins: new Map(), committed }, async () => {
          await apply();
          await this.writeWaitingPins();
          await this.refreshRootsNow([...roots]);
        });
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
    for (const then of committed) then();
  }

  /** Runs `then` once what is being written is committed (at once outside a batch). */
  private afterCommit(then: () => void): void {
    const batch = this.batch.getStore();
    if (batch) batch.committed.push(then);
    else then();
  }

  async putPin(pin: Pin, rootId: bigint): Promise<void> {
    const batch = this.batch.getStore();
    if (!batch) return this.writePins([{ pin, rootId }]);
    // The same Pin twice in one batch (made, then edited): its latest text, under its first original.
    const earlier = batch.pins.get(pin.id);
    batch.pins.set(pin.id, { pin, rootId: earlier?.rootId ?? rootId });
  }

  /** The batch's waiting Pins, written before a write that could depend on them. */
  private async writeWaitingPins(): Promise<void> {
    const batch = this.batch.getStore();
    if (!batch || batch.pins.size === 0) return;
    const entries = [...batch.pins.values()];
    batch.pins.clear();
    await this.writePins(entries);
  }

  /**
   * New or changed Pins in one statement; an edit keeps the original a Pin was first indexed with.
   * An edit can change the picture too: an Idea Pin's image is its first page's.
   */
  private async writePins(entries: readonly { pin: Pin; rootId: bigint }[]): Promise<void> {
    const values = entries.map(({ pin, rootId }) => {
      const image = imageKey(pin.image_signature);
      const color = colorKey(pin.color);
      return Prisma.sql`(${BigInt(pin.id)}, ${rootId}, ${BigInt(pin.pinner.id)}, ${BigInt(pin.pinned_to_board.id)},
        ${pin.pinned_to_board.privacy === 'public'}, ${pin.title}, ${pin.description},
        ${pin.linkDomain?.domain ?? null}, ${pin.link}, ${pin.image_signature}, ${new Date(pin.created_at)}, ${pinDocument(pin)},
        ${image?.phash ?? null}, ${image?.bands ?? []}::int[], ${color?.rgb ?? null}::int,
        ${color?.bucket ?? null}::smallint, ${hashtagsIn(pin.description)}::text[], ${pin.videos !== null},
        ${pin.story_pin_data !== null})`;
    });
    const rows = await this.db.$queryRaw<{ root_id: bigint }[]>`
      INSERT INTO ${T.pins} (pin_id, root_id, pinner_id, board_id, public, title, description, link_domain, link,
                             image_signature, created_at, document, phash, bands, color_rgb, color_bucket, hashtags,
                             has_video, has_pages)
      VALUES ${Prisma.join(values)}
      ON CONFLICT (pin_id) DO UPDATE SET
        board_id = EXCLUDED.board_id, public = EXCLUDED.public, title = EXCLUDED.title,
        description = EXCLUDED.description, link_domain = EXCLUDED.link_domain, link = EXCLUDED.link,
        document = EXCLUDED.document,
        image_signature = EXCLUDED.image_signature, phash = EXCLUDED.phash, bands = EXCLUDED.bands,
        color_rgb = EXCLUDED.color_rgb, color_bucket = EXCLUDED.color_bucket,
        hashtags = EXCLUDED.hashtags
      RETURNING root_id`;
    await this.refreshRoots(rows.map((row) => row.root_id));
  }

  async removePin(pinId: bigint): Promise<void> {
    await this.writeWaitingPins();
    const rows = await this.db.$queryRaw<{ root_id: bigint }[]>`
      DELETE FROM ${T.pins} WHERE pin_id = ${pinId} RETURNING root_id`;
    await this.refreshRoots(rows.map((row) => row.root_id));
  }

  async putBoard(board: Board): Promise<void> {
    await this.writeWaitingPins();
    const findable = board.privacy === 'public' && board.archived_by_me_at === null;
    const boardId = BigInt(board.id);
    const text = `${board.name} ${board.description}`;
    await this.db.$executeRaw`
      INSERT INTO ${T.boards} (board_id, owner_id, findable, name_folded, match_text, created_at, document)
      VALUES (${boardId}, ${BigInt(board.owner.id)}, ${findable}, ${fold(Prisma.sql`${board.name}`)},
              ${fold(Prisma.sql`${text}`)}, ${new Date(board.created_at)},
              setweight(to_tsvector('english', ${fold(Prisma.sql`${board.name}`)}), 'A')
              || setweight(to_tsvector('english', ${fold(Prisma.sql`${board.description}`)}), 'B'))
      ON CONFLICT (board_id) DO UPDATE SET
        findable = EXCLUDED.findable, name_folded = EXCLUDED.name_folded,
        match_text = EXCLUDED.match_text, document = EXCLUDED.document`;
    // Its Pins are found when the board is public (secret boards' Pins are their owner's alone).
    const isPublic = board.privacy === 'public';
    const changed = await this.db.$queryRaw<{ root_id: bigint }[]>`
      UPDATE ${T.pins} SET public = ${isPublic} WHERE board_id = ${boardId} AND public <> ${isPublic}
      RETURNING root_id`;
    await this.refreshRoots(changed.map((row) => row.root_id));
  }

  async removeBoard(boardId: bigint): Promise<void> {
    await this.writeWaitingPins();
    const rows = await this.db.$queryRaw<{ root_id: bigint }[]>`
      DELETE FROM ${T.pins} WHERE board_id = ${boardId} RETURNING root_id`;
    await this.db.boardDoc.deleteMany({ where: { boardId } });
    await this.refreshRoots(rows.map((row) => row.root_id));
  }

  async putUser(user: UserSummary): Promise<void> {
    await this.writeWaitingPins();
    const text = `${user.username} ${user.full_name}`;
    await this.db.$executeRaw`
      INSERT INTO ${T.users} (user_id, username, full_name, image_medium_url, match_text, document)
      VALUES (${BigInt(user.id)}, ${user.username}, ${user.full_name}, ${user.image_medium_url},
              ${fold(Prisma.sql`${text}`)}, to_tsvector('simple', ${fold(Prisma.sql`${text}`)}))
      ON CONFLICT (user_id) DO UPDATE SET
        username = EXCLUDED.username, full_name = EXCLUDED.full_name,
        image_medium_url = EXCLUDED.image_medium_url, match_text = EXCLUDED.match_text,
        document = EXCLUDED.document`;
  }

  async setFollow(followerId: bigint, followeeId: bigint, follows: boolean): Promise<void> {
    await this.writeWaitingPins();
    if (follows) {
      await this.db.userFollow.createMany({ data: [{ followerId, followeeId }], skipDuplicates: true });
    } else {
      await this.db.userFollow.deleteMany({ where: { followerId, followeeId } });
    }
    // Recounted, not incremented: a replayed event cannot skew it.
    await this.db.$executeRaw`
      UPDATE ${T.users} SET follower_count = (SELECT count(*) FROM ${T.follows} WHERE followee_id = ${followeeId})
      WHERE user_id = ${followeeId}`;
  }

  async setBlock(blockerId: bigint, blockedId: bigint, blocks: boolean): Promise<void> {
    await this.writeWaitingPins();
    if (blocks) {
      await this.db.block.createMany({ data: [{ blockerId, blockedId }], skipDuplicates: true });
    } else {
      await this.db.block.deleteMany({ where: { blockerId, blockedId } });
    }
    this.afterCommit(() => {
      this.blocks.forget(blockerId);
      this.blocks.forget(blockedId);
    });
  }

  async putLinkProduct(url: string, product: LinkProduct | null): Promise<void> {
    await this.writeWaitingPins();
    if (product === null) {
      await this.db.linkProduct.deleteMany({ where: { url } });
    } else {
      await this.db.$executeRaw`
        INSERT INTO ${T.linkProducts} (url, price_micros, list_price_micros, currency, in_stock, brand_folded, brand)
        VALUES (${url}, ${product.price_in_micro_currency}, ${product.list_price_in_micro_currency},
                ${product.currency}, ${product.availability === 'in_stock'},
                ${product.brand === null ? null : fold(Prisma.sql`${product.brand}`)}, ${product.brand})
        ON CONFLICT (url) DO UPDATE SET
          price_micros = EXCLUDED.price_micros, list_price_micros = EXCLUDED.list_price_micros,
          currency = EXCLUDED.currency, in_stock = EXCLUDED.in_stock, brand_folded = EXCLUDED.brand_folded,
          brand = EXCLUDED.brand`;
    }
    const rows = await this.db.$queryRaw<{ root_id: bigint }[]>`
      SELECT DISTINCT root_id FROM ${T.pins} WHERE link = ${url}`;
    await this.refreshRoots(rows.map((row) => row.root_id));
  }

  /**
   * Each original once, as its oldest public save, with every save of it counted; an original with
   * no public save left is not found at all. Set-based, so a board's many Pins are one statement.
   */
  private async refreshRoots(rootIds: readonly bigint[]): Promise<void> {
    const batch = this.batch.getStore();
    if (batch) {
      for (const id of rootIds) batch.roots.add(id);
      return;
    }
    await this.refreshRootsNow(rootIds);
  }

  private async refreshRootsNow(rootIds: readonly bigint[]): Promise<void> {
    if (rootIds.length === 0) return;
    const roots = [...new Set(rootIds.map(String))];
    await this.db.$executeRaw`
      WITH roots AS (SELECT unnest(${roots}::bigint[]) AS root_id),
      shown AS (
        SELECT DISTINCT ON (p.root_id) p.*
        FROM ${T.pins} p JOIN roots USING (root_id)
        WHERE p.public ORDER BY p.root_id, p.created_at, p.pin_id
      ),
      counts AS (
        SELECT p.root_id, count(*)::int AS saves FROM ${T.pins} p JOIN roots USING (root_id) GROUP BY p.root_id
      ),
      gone AS (
        DELETE FROM ${T.roots} d USING roots
        WHERE d.root_id = roots.root_id AND NOT EXISTS (SELECT 1 FROM shown WHERE shown.root_id = d.root_id)
      ),
      -- Each original's row as root_docs keeps it, from its shown save, its count and its link's product.
      fresh AS (
        SELECT s.root_id, s.pin_id, s.pinner_id, c.saves, "search".fold(s.title) AS title_folded, s.link_domain,
               s.created_at, s.document, "search".fold(s.title || ' ' || s.description) AS match_text, s.phash,
               s.bands, s.color_rgb, s.color_bucket, s.hashtags, lp.price_micros, lp.currency,
               coalesce(lp.list_price_micros > lp.price_micros, false) AS on_sale, coalesce(lp.in_stock, false) AS in_stock,
               lp.brand_folded, lp.brand, s.has_video, s.has_pages
        FROM shown s JOIN counts c USING (root_id) LEFT JOIN ${T.linkProducts} lp ON lp.url = s.link
      ),
      -- Originals whose shown doc is already the one kept (a save or unsave of one, the usual
      -- change): only their count and product are written. Rewriting the whole row cost about three
      -- times as much (the bench's saves, bench/results/history.md "search's refresh of an original").
      kept AS (
        UPDATE ${T.roots} d SET
          saves = f.saves, price_micros = f.price_micros, currency = f.currency, on_sale = f.on_sale,
          in_stock = f.in_stock, brand_folded = f.brand_folded, brand = f.brand
        FROM fresh f
        WHERE d.root_id = f.root_id
          AND (d.pin_id, d.pinner_id, d.created_at, d.title_folded, d.match_text, d.document, d.link_domain, d.phash,
               d.bands, d.color_rgb, d.color_bucket, d.hashtags, d.has_video, d.has_pages)
              IS NOT DISTINCT FROM
              (f.pin_id, f.pinner_id, f.created_at, f.title_folded, f.match_text, f.document, f.link_domain, f.phash,
               f.bands, f.color_rgb, f.color_bucket, f.hashtags, f.has_video, f.has_pages)
        RETURNING d.root_id
      ),
      -- New originals, and those whose shown doc is another save or was edited: written whole.
      changed AS (SELECT * FROM fresh WHERE root_id NOT IN (SELECT root_id FROM kept)),
      -- The words typos are corrected to (see corrected), in order: concurrent batches then lock
      -- the same new words in the same order and cannot deadlock.
      new_words AS (
        INSERT INTO ${T.words} (word)
        SELECT DISTINCT w.word
        FROM changed f CROSS JOIN LATERAL regexp_split_to_table(f.match_text, '[^[:alnum:]]+') AS w(word)
        WHERE length(w.word) BETWEEN 2 AND 40
        ORDER BY w.word
        ON CONFLICT (word) DO NOTHING
      )
      INSERT INTO ${T.roots} (root_id, pin_id, pinner_id, saves, title_folded, link_domain, created_at, document,
                              match_text, phash, bands, color_rgb, color_bucket, hashtags,
                              price_micros, currency, on_sale, in_stock, brand_folded, brand, has_video, has_pages)
      SELECT root_id, pin_id, pinner_id, saves, title_folded, link_domain, created_at, document,
             match_text, phash, bands, color_rgb, color_bucket, hashtags,
             price_micros, currency, on_sale, in_stock, brand_folded, brand, has_video, has_pages
      FROM changed
      ON CONFLICT (root_id) DO UPDATE SET
        pin_id = EXCLUDED.pin_id, pinner_id = EXCLUDED.pinner_id, saves = EXCLUDED.saves,
        title_folded = EXCLUDED.title_folded, link_domain = EXCLUDED.link_domain,
        created_at = EXCLUDED.created_at, document = EXCLUDED.document, match_text = EXCLUDED.match_text,
        phash = EXCLUDED.phash, bands = EXCLUDED.bands, color_rgb = EXCLUDED.color_rgb,
        color_bucket = EXCLUDED.color_bucket, hashtags = EXCLUDED.hashtags,
        price_micros = EXCLUDED.price_micros, currency = EXCLUDED.currency, on_sale = EXCLUDED.on_sale,
        in_stock = EXCLUDED.in_stock, brand_folded = EXCLUDED.brand_folded, brand = EXCLUDED.brand,
        has_video = EXCLUDED.has_video, has_pages = EXCLUDED.has_pages`;
  }

  async searchPins(query: PinQuery, after: RankCursor | null, take: number): Promise<PinHit[]> {
    const asOf = after?.asOf ?? new Date();
    const families = query.colors.map(colorFamilyOf);
    // Own Pins (pin_docs) are never a shopping search; originals (root_docs) carry their product.
    const ownFilters = contentFilter(query);
    const filters = Prisma.sql`${ownFilters} ${shoppingFilter(query.shopping)} ${pinnerFilter(query)}`;
    if (query.ownOnly && query.pinnerId !== null) {
      // The viewer's own Pins, secret boards included: each save is its own tile.
      const rows = await this.db.$queryRaw<{ id: bigint; pin_id: bigint; score: number }[]>`
        SELECT ranked.* FROM (
          SELECT d.pin_id AS id, d.pin_id,
                 (ts_rank(d.document, ${tsQuery(query.text)}) * ${recency(Prisma.sql`d.created_at`, asOf)})::float8 AS score
          FROM ${T.pins} d
          WHERE d.pinner_id = ${query.pinnerId}
            AND (d.document @@ ${tsQuery(query.text)}
                 OR "search".fold(d.title || ' ' || d.description) LIKE '%' || "search".fold(${query.text}) || '%')
            ${ownFilters}
        ) ranked
        WHERE true ${afterCursor(after, Prisma.raw('id'))}
        ORDER BY ranked.score DESC, ranked.id DESC
        LIMIT ${take}`;
      return rows.map((row) => ({ id: row.id, pinId: row.pin_id, score: row.score, saves: 1 }));
    }
    if (query.hashtag !== null) {
      // SPEC §5 hashtag search: the Pins that carry it, most saved and newest first.
      const rows = await this.db.$queryRaw<{ id: bigint; pin_id: bigint; saves: number; score: number }[]>`
        SELECT ranked.* FROM (
          SELECT d.root_id AS id, d.pin_id, d.saves, d.static_rank AS score
          FROM ${T.roots} d
          WHERE d.hashtags @> ARRAY[${query.hashtag}]::text[] ${filters}
        ) ranked
        WHERE true ${afterCursor(after, Prisma.raw('id'))}
        ORDER BY ranked.score DESC, ranked.id DESC
        LIMIT ${take}`;
      return rows.map((row) => ({ id: row.id, pinId: row.pin_id, saves: row.saves, score: row.score }));
    }
    if (query.fuzzy) {
      // Typos: the same search with each unknown word replaced by the closest known one.
      const text = await this.corrected(query.text);
      return text === null ? [] : this.searchPins({ ...query, text, fuzzy: false }, after, take);
    }
    const where = Prisma.sql`WHERE ${matches(query)} ${filters}`;
    const walk = Prisma.sql`
        SELECT d.* FROM ${T.roots} d ${where}
        ORDER BY d.static_rank DESC, d.root_id DESC
        LIMIT ${CANDIDATES}`;
    const candidates =
      this.wordRankIndex && families.length === 0 && query.shopping === null && query.kind === null
        ? // One of two plans, chosen by Postgres at run time (a one-time filter each) from how
          // common the words are: walking static_rank finds a common word's best 1,000 in a few
          // thousand rows; a rarer word's come from the RUM index, already in static-rank order.
          Prisma.sql`
        SELECT * FROM (${walk}) walked WHERE "search".match_share(${tsQuery(query.text)}) >= ${WALK_SHARE}
        UNION ALL
        SELECT * FROM (
          SELECT d.* FROM ${T.roots} d ${where}
          ORDER BY d.static_rank ${BY_RANK_DESC} LIMIT ${CANDIDATES}
        ) sorted WHERE "search".match_share(${tsQuery(query.text)}) < ${WALK_SHARE}`
        : walk;
    const rows = await this.prisma.$queryRaw<{ id: bigint; pin_id: bigint; saves: number; score: number }[]>(
      Prisma.sql`
      SELECT ranked.* FROM (
        SELECT d.root_id AS id, d.pin_id, d.saves, (${relevance(query)} * ${standing(asOf)})::float8 AS score
        FROM (${candidates}) d
      ) ranked
      WHERE true ${afterCursor(after, Prisma.raw('id'))}
      ORDER BY ranked.score DESC, ranked.id DESC
      LIMIT ${take}`,
    );
    return rows.map((row) => ({ id: row.id, pinId: row.pin_id, saves: row.saves, score: row.score }));
  }

  async shoppingBrands(query: PinQuery, take: number): Promise<BrandCount[]> {
    if (query.shopping === null || query.text.trim() === '') return [];
    // Every filter but the brands themselves, so that the list stays while brands are chosen.
    const filters = Prisma.sql`${contentFilter(query)} ${shoppingFilter({ ...query.shopping, brands: [] })}
      ${pinnerFilter(query)}`;
    // The brands of the Pins the search can show (its best CANDIDATES matches), as the page writes them.
    const rows = await this.prisma.$queryRaw<{ name: string; pin_count: number }[]>`
      SELECT coalesce(max(c.brand), c.brand_folded) AS name, count(*)::int AS pin_count
      FROM (
        SELECT d.brand, d.brand_folded FROM ${T.roots} d
        WHERE ${matches(query)} ${filters} AND d.brand_folded IS NOT NULL
        ORDER BY d.static_rank DESC, d.root_id DESC
        LIMIT ${CANDIDATES}
      ) c
      GROUP BY c.brand_folded
      ORDER BY pin_count DESC, name
      LIMIT ${take}`;
    return rows.map((row) => ({ name: row.name, pinCount: row.pin_count }));
  }

  async pinsMatching(text: string, pinIds: readonly string[]): Promise<string[]> {
    if (pinIds.length === 0) return [];
    const rows = await this.prisma.$queryRaw<{ pin_id: bigint }[]>`
      SELECT d.pin_id FROM ${T.pins} d
      WHERE d.pin_id = ANY(${pinIds.slice(0, 1000)}::bigint[]) AND d.public AND d.document @@ ${tsQuery(text)}`;
    return rows.map((row) => row.pin_id.toString());
  }

  /**
   * The text with each word no found Pin has replaced by the most similar one that some Pin has (by
   * trigrams, at least CORRECTION_SIMILARITY alike); null when no word could be corrected.
   */
  private async corrected(text: string): Promise<string | null> {
    const [row] = await this.prisma.$queryRaw<{ text: string | null; changed: boolean | null }[]>`
      SELECT string_agg(coalesce(known.word, closest.word, q.word), ' ' ORDER BY q.n) AS text,
             bool_or(known.word IS NULL AND closest.word IS NOT NULL) AS changed
      FROM regexp_split_to_table("search".fold(${text}), '[^[:alnum:]]+') WITH ORDINALITY AS q(word, n)
      LEFT JOIN ${T.words} known ON known.word = q.word
      LEFT JOIN LATERAL (
        SELECT v.word FROM ${T.words} v
        WHERE known.word IS NULL AND length(q.word) > 2
          AND v.word ${SIMILAR} q.word AND "search".similarity(v.word, q.word) >= ${CORRECTION_SIMILARITY}
        ORDER BY "search".similarity(v.word, q.word) DESC, v.word
        LIMIT 1
      ) closest ON true
      WHERE q.word <> ''`;
    return row?.changed && row.text ? row.text : null;
  }

  /**
   * Pins that look like an image: first those whose perceptual hash is at most NEAR_BITS away
   * (candidates share a band, found by the GIN index), nearest and closest in colour first; then
   * the most saved Pins of about its colour (its 512-bucket); then, so that a picture nothing is
   * near still has Pins to show, the best ranked of its colour family (one of the 12 the colour
   * filter names), closest in colour first. Each original once, `excludeRoot` (the Pin's own) not.
   */
  async similar(
    image: { key: ImageKey | null; colorRgb: number | null; colorBucket: number | null },
    excludeRoot: bigint | null,
    excludePinners: readonly bigint[],
    take: number,
  ): Promise<PinHit[]> {
    const excluded = Prisma.sql`${
      excludePinners.length
        ? Prisma.sql`AND d.pinner_id <> ALL(${bigints(excludePinners)}::bigint[])`
        : Prisma.empty
    } ${excludeRoot !== null ? Prisma.sql`AND d.root_id <> ${excludeRoot}` : Prisma.empty}`;
    const colorDistance =
      image.colorRgb === null
        ? Prisma.sql`0`
        : Prisma.sql`coalesce("search".color_distance(d.color_rgb, ${image.colorRgb}::int), 195075)`;
    if (image.key) {
      // The same picture many times over (copies of one image): when there are enough of those, they
      // are the answer, most saved first, read in order from an index instead of ranking them all.
      const same = await this.prisma.$queryRaw<{ id: bigint; pin_id: bigint; saves: number }[]>`
        SELECT d.root_id AS id, d.pin_id, d.saves FROM ${T.roots} d
        WHERE d.phash = ${image.key.phash}::bigint ${excluded}
        ORDER BY d.saves DESC, d.root_id DESC
        LIMIT ${take}`;
      if (same.length === take) {
        return same.map((row) => ({ id: row.id, pinId: row.pin_id, saves: row.saves, score: 64 }));
      }
    }
    const near = image.key
      ? Prisma.sql`
        SELECT d.root_id AS id, d.pin_id, d.saves, 0 AS tier,
               bit_count((d.phash # ${image.key.phash}::bigint)::bit(64)) AS distance, ${colorDistance} AS color_distance
        FROM ${T.roots} d
        WHERE d.bands && ${image.key.probes}::int[] ${excluded}
          AND bit_count((d.phash # ${image.key.phash}::bigint)::bit(64)) <= ${NEAR_BITS}
        ORDER BY distance, color_distance, d.saves DESC, d.root_id DESC
        LIMIT ${take}`
      : null;
    const sameColor =
      image.colorBucket !== null
        ? Prisma.sql`
        SELECT d.root_id AS id, d.pin_id, d.saves, 1 AS tier, 64 AS distance, ${colorDistance} AS color_distance
        FROM ${T.roots} d
        WHERE d.color_bucket = ${image.colorBucket}::smallint ${excluded}
        ORDER BY d.saves DESC, d.root_id DESC
        LIMIT ${take}`
        : null;
    type Found = { id: bigint; pin_id: bigint; saves: number; distance: number };
    const parts = [near, sameColor].filter((part): part is Prisma.Sql => part !== null);
    const rows = parts.length
      ? await this.prisma.$queryRaw<Found[]>`
      SELECT * FROM (${Prisma.join(
        parts.map((part) => Prisma.sql`(${part})`),
        ' UNION ALL ',
      )}) found ORDER BY tier, distance, color_distance, saves DESC, id DESC`
      : [];
    const seen = new Set<bigint>();
    const hits: PinHit[] = [];
    const add = (found: readonly Found[]) => {
      for (const row of found) {
        if (hits.length === take) return;
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        hits.push({ id: row.id, pinId: row.pin_id, saves: row.saves, score: 64 - Number(row.distance) });
      }
    };
    add(rows);
    // Asked only when the page is not full: in a large index nearly every colour's bucket fills it.
    if (hits.length < take && image.colorRgb !== null) {
      add(
        await this.prisma.$queryRaw<Found[]>`
        SELECT * FROM (
          SELECT d.root_id AS id, d.pin_id, d.saves, 64 AS distance, ${colorDistance} AS color_distance
          FROM ${T.roots} d
          WHERE d.color_family = "search".color_family(${image.colorRgb}::int) ${excluded}
            AND d.root_id <> ALL(${bigints([...seen])}::bigint[])
          ORDER BY d.static_rank DESC, d.root_id DESC
          LIMIT ${take - hits.length}
        ) family ORDER BY color_distance, saves DESC, id DESC`,
      );
    }
    return hits;
  }

  /** A Pin's image as similar() takes it, and its original (null for a Pin not indexed). */
  async imageOf(pinId: bigint): Promise<{
    rootId: bigint;
    key: ImageKey | null;
    colorRgb: number | null;
    colorBucket: number | null;
  } | null> {
    const row = await this.prisma.pinDoc.findUnique({
      where: { pinId },
      select: { rootId: true, imageSignature: true, colorRgb: true, colorBucket: true },
    });
    if (!row) return null;
    return {
      rootId: row.rootId,
      key: imageKey(row.imageSignature),
      colorRgb: row.colorRgb,
      colorBucket: row.colorBucket,
    };
  }

  async searchBoards(
    query: TextQuery,
    excludeOwners: readonly bigint[],
    after: RankCursor | null,
    take: number,
  ): Promise<Ranked[]> {
    const asOf = after?.asOf ?? new Date();
    const excluded = excludeOwners.length
      ? Prisma.sql`AND d.owner_id <> ALL(${bigints(excludeOwners)}::bigint[])`
      : Prisma.empty;
    return this.ranked<Ranked>(
      query.fuzzy,
      Prisma.sql`
      SELECT ranked.* FROM (
        SELECT d.board_id AS id, (${relevance(query)} * ${recency(Prisma.sql`d.created_at`, asOf)})::float8 AS score
        FROM ${T.boards} d
        WHERE d.findable AND ${matches(query)} ${excluded}
      ) ranked
      WHERE true ${afterCursor(after, Prisma.raw('id'))}
      ORDER BY ranked.score DESC, ranked.id DESC
      LIMIT ${take}`,
    );
  }

  async searchUsers(
    query: TextQuery,
    exclude: readonly bigint[],
    after: RankCursor | null,
    take: number,
  ): Promise<Ranked[]> {
    const excluded = exclude.length
      ? Prisma.sql`AND d.user_id <> ALL(${bigints(exclude)}::bigint[])`
      : Prisma.empty;
    return this.ranked<Ranked>(
      query.fuzzy,
      Prisma.sql`
      SELECT ranked.* FROM (
        SELECT d.user_id AS id, (${relevance(query)} * (1 + 0.1 * ln(1 + d.follower_count)))::float8 AS score
        FROM ${T.users} d
        WHERE ${matches(query)} ${excluded}
      ) ranked
      WHERE true ${afterCursor(after, Prisma.raw('id'))}
      ORDER BY ranked.score DESC, ranked.id DESC
      LIMIT ${take}`,
    );
  }

  /** A ranked query; a fuzzy one with pg_trgm's threshold lowered for its transaction only. */
  private async ranked<Row>(fuzzy: boolean, query: Prisma.Sql): Promise<Row[]> {
    if (!fuzzy) return this.prisma.$queryRaw<Row[]>(query);
    const [, rows] = await this.prisma.$transaction([
      this.prisma
        .$executeRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
      this.prisma.$queryRaw<Row[]>(query),
    ]);
    return rows;
  }

  /** The most used hashtags of found Pins, with how many Pins carry each and the most saved one. */
  async topics(take: number): Promise<{ tag: string; pinCount: number; coverPinId: bigint }[]> {
    const rows = await this.prisma.$queryRaw<{ tag: string; pin_count: number; cover_pin_id: bigint }[]>`
      SELECT t.tag, count(*)::int AS pin_count,
             (array_agg(d.pin_id ORDER BY d.saves DESC, d.root_id DESC))[1] AS cover_pin_id
      FROM ${T.roots} d CROSS JOIN LATERAL unnest(d.hashtags) AS t(tag)
      GROUP BY t.tag
      ORDER BY count(*) DESC, t.tag
      LIMIT ${take}`;
    return rows.map((row) => ({ tag: row.tag, pinCount: row.pin_count, coverPinId: row.cover_pin_id }));
  }

  async users(ids: readonly bigint[]): Promise<(UserSummary & { follower_count: number })[]> {
    const rows = await this.prisma.userDoc.findMany({ where: { userId: { in: [...ids] } } });
    const byId = new Map(rows.map((row) => [row.userId, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [
            {
              id: row.userId.toString(),
              username: row.username,
              full_name: row.fullName,
              image_medium_url: row.imageMediumUrl,
              follower_count: row.followerCount,
            },
          ]
        : [];
    });
  }

  /** Titles of found Pins that start with the prefix, most saved first, with how many Pins have each. */
  async suggestQueries(prefix: string, take: number): Promise<SuggestedQuery[]> {
    const rows = await this.prisma.$queryRaw<{ query: string; pin_count: number }[]>`
      SELECT title_folded AS query, count(*)::int AS pin_count
      FROM ${T.roots}
      WHERE title_folded LIKE ${likePrefix(prefix)} AND title_folded <> ''
      GROUP BY title_folded
      ORDER BY sum(saves) DESC, count(*) DESC, title_folded
      LIMIT ${take}`;
    return rows.map((row) => ({ query: row.query, pinCount: row.pin_count }));
  }

  async suggestUsers(prefix: string, take: number): Promise<(UserSummary & { follower_count: number })[]> {
    const rows = await this.prisma.$queryRaw<{ user_id: bigint }[]>`
      SELECT user_id FROM ${T.users}
      WHERE match_text LIKE ${likePrefix(prefix)} OR match_text LIKE '% ' || ${likePrefix(prefix)}
      ORDER BY follower_count DESC, user_id
      LIMIT ${take}`;
    return this.users(rows.map((row) => row.user_id));
  }

  async suggestBoards(prefix: string, take: number): Promise<{ boardId: bigint; ownerId: bigint }[]> {
    const rows = await this.prisma.$queryRaw<{ board_id: bigint; owner_id: bigint }[]>`
      SELECT board_id, owner_id FROM ${T.boards}
      WHERE findable AND name_folded LIKE ${likePrefix(prefix)}
      ORDER BY created_at DESC, board_id
      LIMIT ${take}`;
    return rows.map((row) => ({ boardId: row.board_id, ownerId: row.owner_id }));
  }

  async blockedWith(viewerId: bigint): Promise<bigint[]> {
    return this.blocks.get(viewerId, async () => {
      const rows = await this.prisma.block.findMany({
        where: { OR: [{ blockerId: viewerId }, { blockedId: viewerId }] },
      });
      return rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId));
    });
  }

  async userIdOf(username: string): Promise<bigint | null> {
    const rows = await this.prisma.$queryRaw<{ user_id: bigint }[]>`
      SELECT user_id FROM ${T.users} WHERE lower(username) = lower(${username})`;
    return rows[0]?.user_id ?? null;
  }
}
