/**
 * The search bench's corpus, grown to a number of Pins in the bench's own database: people and
 * boards (one in twenty secret) made through the API, a few hundred Pins with real images through
 * the API, and the rest by pins.pin.import reusing those images, with titles and descriptions drawn
 * from a vocabulary the way words are used (a few common, most rare). Every Pin reaches search
 * through pins' events, so the index is built the way production builds it.
 */
import { PIN_IMPORT_MAX, Rpc, type Actor, type healthRpc } from '@pinboard/contracts';
import { makeDemoImage } from '@pinboard/demo-data';
import type { RpcClient } from '@pinboard/service-kit';
import { actorOf, must, newBoard, signUp, testEnv, type Person } from '@pinboard/test-kit';
import { execFileSync } from 'node:child_process';

/** Nouns, things and places first: the earlier a word, the more often it is drawn. */
export const VOCABULARY = (
  'garden kitchen recipe dinner home decor living room bedroom outfit wedding travel beach ' +
  'cake chicken salad pasta soup bread cookie breakfast dessert lamp chair table sofa shelf ' +
  'curtain rug pillow blanket mirror candle vase plant flower rose tulip fern cactus herb ' +
  'succulent tree forest mountain lake river coast cliff harbour island desert city street ' +
  'bridge tower market cafe bakery library museum gallery poster print frame canvas sketch ' +
  'painting drawing pattern stripe circle mosaic tile brick stone wood marble copper brass ' +
  'linen wool cotton leather ceramic glass paper notebook pencil desk monitor cable keyboard ' +
  'scarf sweater jacket boot dress skirt shirt jeans hat bag necklace ring earring watch ' +
  'lantern balcony terrace porch fence path window door staircase hallway bathroom office ' +
  'nursery playroom closet pantry cabinet countertop backsplash sink faucet oven kettle mug ' +
  'teapot bowl plate spoon basket crate jar bottle soap towel bathtub shower garage workshop ' +
  'bicycle car boat train tram airplane tent camping hiking yoga running swimming surfing ' +
  'skiing climbing fishing gardening knitting sewing quilting pottery baking painting ' +
  'lemon olive basil pepper garlic tomato potato carrot pumpkin apple pear cherry berry ' +
  'chocolate vanilla cinnamon caramel honey coffee tea smoothie cocktail wine cheese salmon ' +
  'curry noodle dumpling taco burger pizza sandwich muffin pancake waffle granola oatmeal ' +
  'autumn winter spring summer holiday christmas halloween birthday party picnic festival ' +
  'sunset sunrise moon star cloud rain snow storm ocean wave shell sand dune meadow valley ' +
  'cottage cabin farmhouse loft studio apartment villa castle palace temple church chapel ' +
  'vintage modern rustic minimal boho coastal industrial scandinavian tropical nordic ' +
  'green blue red yellow pink purple orange white black grey golden silver pastel neon ' +
  'tiny cozy bright airy moody warm quiet wild lush bold soft simple elegant playful ' +
  'lisbon porto kyoto paris rome oslo lima cairo seoul havana marrakech istanbul ' +
  'origami calligraphy lettering typography illustration photography embroidery weaving ' +
  'macrame terrarium bonsai orchid peony lavender sunflower daisy magnolia wisteria ivy'
).split(' ');

/**
 * Draws word ranks the way text does (Zipf): rank r about 1/(r + offset) as often. An offset
 * flattens the head: with 10, the commonest word is about one draw in 37, not one in 6.
 */
export function zipf(size: number, random: () => number, offset = 0): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 1; r <= size; r++) cumulative.push((sum += 1 / (r + offset)));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A small seeded generator, so the same corpus comes out of the same seed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

/** Runs `task` for 0..n-1 with at most `limit` at once. */
export async function pool(n: number, limit: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/** psql against the bench database: the corpus is counted and sampled there, as pgbench reads it. */
export function sql(query: string): string[] {
  return execFileSync('psql', [testEnv().databaseUrl, '-X', '-q', '-t', '-A', '-c', query], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => line !== '');
}

const CORPUS_PREFIX = 'corpus';
/** Pins per board, boards per person; images made through the API (each a different picture). */
const PINS_PER_BOARD = 200;
const BOARDS_PER_PERSON = 10;
const IMAGES = 300;

export interface CorpusGrowth {
  corpus_pins_before: number;
  corpus_pins_made: number;
  corpus_people_made: number;
  corpus_boards_made: number;
  /** Making the Pins (the services' writes and events), then until search had applied them all. */
  corpus_make_seconds: number;
  corpus_indexed_seconds_after_last_write: number;
  /** Until boards and feed had applied them too. */
  corpus_all_consumers_seconds_after_last_write: number;
  corpus_pins_per_second_made: number;
}

/** Resolves once every one of these services' event consumers has nothing left to apply. */
async function drained(rpc: RpcClient, healths: readonly ReturnType<typeof healthRpc>[]): Promise<void> {
  for (;;) {
    const answers = await Promise.all(healths.map((health) => rpc.request(health, {})));
    if (answers.every((health) => (health.details.events?.pending ?? 0) === 0)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Pins of the corpus already in the bench database. */
export function corpusSize(): number {
  try {
    return Number(sql(`SELECT count(*) FROM pins.pins WHERE pinner_username LIKE '${CORPUS_PREFIX}\\_%'`)[0]);
  } catch {
    return 0;
  }
}

function textFor(draw: () => number, random: () => number) {
  const words = (n: number) => Array.from({ length: n }, () => VOCABULARY[draw()]!);
  const title = words(2 + Math.floor(random() * 3)).join(' ');
  const description = `${words(4 + Math.floor(random() * 3)).join(' ')} #${VOCABULARY[draw()]}`;
  return { title: title[0]!.toUpperCase() + title.slice(1), description };
}

/**
 * Adds Pins until the corpus has `target`, then waits until search, boards and feed have applied
 * every event (their health's pending counts are 0).
 */
export async function growCorpus(
  stackUrl: string,
  rpc: RpcClient,
  target: number,
  log: (line: string) => void,
): Promise<CorpusGrowth> {
  const before = corpusSize();
  const missing = Math.max(0, target - before);
  const growth: CorpusGrowth = {
    corpus_pins_before: before,
    corpus_pins_made: 0,
    corpus_people_made: 0,
    corpus_boards_made: 0,
    corpus_make_seconds: 0,
    corpus_indexed_seconds_after_last_write: 0,
    corpus_all_consumers_seconds_after_last_write: 0,
    corpus_pins_per_second_made: 0,
  };
  if (missing === 0) return growth;
  const random = seeded(before + 1);
  // The commonest word is in about one Pin in five; the rarest in a few hundred of a million.
  const draw = zipf(VOCABULARY.length, random, 10);
  const started = Date.now();

  const boardCount = Math.max(1, Math.ceil(missing / PINS_PER_BOARD));
  const people: Person[] = [];
  await pool(Math.ceil(boardCount / BOARDS_PER_PERSON), 4, async () => {
    people.push(await signUp(stackUrl, CORPUS_PREFIX));
  });
  const boards: { owner: Person; id: string }[] = [];
  await pool(boardCount, 8, async (i) => {
    const owner = people[i % people.length]!;
    const name = `${VOCABULARY[draw()]} ${VOCABULARY[draw()]} ${i}`;
    boards.push({ owner, id: (await newBoard(owner, name, i % 20 === 19 ? 'secret' : 'public')).id });
  });
  log(`corpus: ${people.length} people, ${boards.length} boards in ${(Date.now() - started) / 1000} s`);

  // Real pictures first, through the API (each ingested, hashed and stored): the imports share them.
  const images = Math.min(IMAGES, missing);
  const imagePins: string[] = [];
  const firstBoard = boards.find((_, i) => i % 20 !== 19)!;
  await pool(images, 4, async (i) => {
    const image = await makeDemoImage(90_000 + before + i, 300);
    const pin = must(
      await firstBoard.owner.api.create('PinResource', {
        board_id: firstBoard.id,
        image_base64: image.jpeg.toString('base64'),
        ...textFor(draw, random),
      }),
      'create Pin',
    );
    imagePins.push(pin.id);
  });
  log(`corpus: ${images} Pins with their own images in ${(Date.now() - started) / 1000} s`);

  let made = images;
  const calls: { actor: Actor; board: string; count: number }[] = [];
  for (let b = 0; made < missing; b = (b + 1) % boards.length) {
    const { owner, id } = boards[b]!;
    const count = Math.min(PIN_IMPORT_MAX, PINS_PER_BOARD, missing - made);
    calls.push({ actor: actorOf(owner.me), board: id, count });
    made += count;
  }
  let done = images;
  let reported = Date.now();
  await pool(calls.length, 2, async (i) => {
    const call = calls[i]!;
    await rpc.request(Rpc.pins.import, {
      actor: call.actor,
      board_id: call.board,
      pins: Array.from({ length: call.count }, () => ({
        image_from_pin_id: imagePins[Math.floor(random() * imagePins.length)]!,
        ...textFor(draw, random),
      })),
    });
    done += call.count;
    if (Date.now() - reported > 10_000) {
      reported = Date.now();
      log(`corpus: ${done} of ${missing} Pins made (${Math.round(done / ((reported - started) / 1000))}/s)`);
    }
  });
  const madeAt = Date.now();
  await drained(rpc, [Rpc.search.health]);
  const indexedAt = Date.now();
  // The other consumers of the same events (board counts, feeds) too, before anything is measured.
  await drained(rpc, [Rpc.boards.health, Rpc.feed.health]);
  growth.corpus_pins_made = missing;
  growth.corpus_people_made = people.length;
  growth.corpus_boards_made = boards.length;
  growth.corpus_make_seconds = (madeAt - started) / 1000;
  growth.corpus_indexed_seconds_after_last_write = (indexedAt - madeAt) / 1000;
  growth.corpus_all_consumers_seconds_after_last_write = (Date.now() - madeAt) / 1000;
  growth.corpus_pins_per_second_made = Math.round(missing / growth.corpus_make_seconds);
  return growth;
}
