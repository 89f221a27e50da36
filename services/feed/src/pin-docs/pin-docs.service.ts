import { Injectable } from '@nestjs/common';
import type { Board, LinkProduct, Pin } from '@pinboard/contracts';
import { INT8_AS_BIGINT, PgPool, preparedQuery } from '@pinboard/db';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * The shape of the docs written now. A doc of another shape (written by an older feed) is not
 * answered from: its Pin is asked of pins again, and the answer is written back.
 */
export const PIN_DOC_VERSION = 1;

const upsertDocs = (where: string) => `
  INSERT INTO "feed"."feed_pin_docs" (pin_id, board_id, link, version, doc)
  SELECT d.* FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::smallint[], $5::jsonb[])
    AS d(pin_id, board_id, link, version, doc)
  JOIN "feed"."feed_pins" f ON f.pin_id = d.pin_id
  ON CONFLICT (pin_id) DO UPDATE
    SET board_id = excluded.board_id, link = excluded.link, version = excluded.version, doc = excluded.doc
    ${where}`;
/** Docs written: replacing any doc there, or only one of another shape (fillIn: a current doc wins). */
const UPSERT = {
  always: upsertDocs(''),
  'unless-current': upsertDocs('WHERE "feed"."feed_pin_docs".version <> excluded.version'),
};

/** A Pin as feed can show it: its doc with its board's and link's current copies laid on it. */
export interface KnownPin {
  pin: Pin;
  /** Whether its board is public (a secret board's Pins are for pins to answer: its owner may see them). */
  public: boolean;
}

interface DocRow {
  pin_id: bigint;
  public: boolean;
  doc: Pin;
  board_name: string | null;
  board_url: string | null;
  board_privacy: Pin['pinned_to_board']['privacy'] | null;
  product: LinkProduct | null;
}

/**
 * Every Pin feed may show, as pins last described it in an event, so that a page is read here in
 * one statement instead of asking pins for it. What changes a Pin without a pin event is kept
 * apart and laid on at read, so that the order in which events arrive cannot leave a doc stale:
 * - its board's name, url and privacy (pins copies them from boards.board.updated): board_copies;
 * - its link's product (pins takes it from offsite.link.scraped, onto old and new Pins alike):
 *   link_products, the product of a Pin being its link's, as pins' trigger makes it.
 * A pinner's name and a section's title are never changed on pins' Pins, so neither is the doc's.
 */
@Injectable()
export class PinDocs {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: PgPool,
  ) {}

  /** The Pins as an event gave them: the newest word on each (applied in the events' order). */
  async write(pins: readonly Pin[]): Promise<void> {
    await this.upsert(pins, 'always');
  }

  /**
   * Pins that pins answered for a page because no doc was here (kept before docs were, or of an
   * older shape): written only where still missing, so that an event applied meanwhile wins.
   */
  async fillIn(pins: readonly Pin[]): Promise<void> {
    await this.upsert(pins, 'unless-current');
  }

  /** A board's name, url and privacy as boards.board.updated gave them. */
  async copyBoard(board: Board): Promise<void> {
    await this.prisma.boardCopy.upsert({
      where: { boardId: BigInt(board.id) },
      create: { boardId: BigInt(board.id), name: board.name, url: board.url, privacy: board.privacy },
      update: { name: board.name, url: board.url, privacy: board.privacy },
    });
  }

  async dropBoard(boardId: bigint): Promise<void> {
    await this.prisma.boardCopy.deleteMany({ where: { boardId } });
  }

  /** What a link's page sells now (null: nothing, any more). */
  async setLinkProduct(url: string, product: LinkProduct | null): Promise<void> {
    if (product === null) await this.prisma.linkProduct.deleteMany({ where: { url } });
    else
      await this.prisma.linkProduct.upsert({ where: { url }, create: { url, product }, update: { product } });
  }

  /**
   * The Pins of `ids` that have a doc of this shape, by id, as pins would answer them now (up to
   * the events not yet applied). Plain SQL on a prepared statement: this is every page's read.
   */
  async read(ids: readonly bigint[]): Promise<Map<bigint, KnownPin>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<DocRow>({
      name: 'feed.pin-docs-by-id',
      text: `SELECT d.pin_id, f.public, d.doc, b.name AS board_name, b.url AS board_url,
                    b.privacy AS board_privacy, lp.product
             FROM "feed"."feed_pin_docs" d
             JOIN "feed"."feed_pins" f ON f.pin_id = d.pin_id
             LEFT JOIN "feed"."board_copies" b ON b.board_id = d.board_id
             LEFT JOIN "feed"."link_products" lp ON lp.url = d.link
             WHERE d.pin_id = ANY($1::bigint[]) AND d.version = $2`,
      values: [ids.map(String), PIN_DOC_VERSION],
      types: INT8_AS_BIGINT,
    });
    return new Map(
      rows.map((row) => {
        const pin = row.doc;
        if (row.board_name !== null && row.board_url !== null && row.board_privacy !== null) {
          pin.pinned_to_board = {
            id: pin.pinned_to_board.id,
            name: row.board_name,
            url: row.board_url,
            privacy: row.board_privacy,
          };
        }
        pin.product = pin.link === null ? null : row.product;
        return [row.pin_id, { pin, public: row.public }];
      }),
    );
  }

  /**
   * Writes the docs of Pins feed knows (a Pin it has no feed_pins row for is left out); a doc already
   * there is replaced always, or only where it is of another shape. Plain SQL on a prepared
   * statement: every Pin made or saved writes one (bench/results/history.md, "Saves in plain SQL").
   */
  private async upsert(given: readonly Pin[], replace: keyof typeof UPSERT): Promise<void> {
    if (given.length === 0) return;
    // One row per Pin: a statement may not write a row twice (the last word on it wins).
    const pins = [...new Map(given.map((pin) => [pin.id, pin])).values()];
    await preparedQuery(this.pool, `feed.pin-docs-upsert-${replace}`, UPSERT[replace], [
      pins.map((pin) => pin.id),
      pins.map((pin) => pin.pinned_to_board.id),
      pins.map((pin) => pin.link),
      pins.map(() => PIN_DOC_VERSION),
      pins.map((pin) => JSON.stringify(pin)),
    ]);
  }
}
