/**
 * Scaling out on one machine (issue 10): the same reads through the stack as started (one gateway
 * process, one of each service), then through a gateway of two workers (GATEWAY_WORKERS=2), then
 * with a second pins and feed process as well (their NATS queue groups share the calls), then the
 * first arrangement again (the machine's drift), in one run. Closeups of distinct Pins, and a
 * visitor's home feed, at 16 and 64 connections.
 */
import { makeDemoImage } from '@pinboard/demo-data';
import { must, newBoard, signUp, type Stack } from '@pinboard/test-kit';
import { httpLoad, round, type LoadResult } from './measure.js';

const CONNECTIONS = [16, 64];
const PINS = 40;

const q = (options: object) => encodeURIComponent(JSON.stringify({ options }));

async function pinIds(stackUrl: string): Promise<string[]> {
  const person = await signUp(stackUrl, 'benchscale');
  const board = await newBoard(person, 'Scale');
  const ids: string[] = [];
  for (let i = 0; i < PINS; i++) {
    const image = await makeDemoImage(4000 + i, 300);
    const pin = must(
      await person.api.create('PinResource', {
        board_id: board.id,
        image_base64: image.jpeg.toString('base64'),
        title: `Scale ${i}`,
      }),
      'create Pin',
    );
    ids.push(pin.id);
  }
  return ids;
}

/** Closeups of the Pins in turn (each connection a different one), and the home feed. */
async function measure(
  url: string,
  ids: readonly string[],
  seconds: number,
): Promise<{ closeup: LoadResult[]; home_feed: LoadResult[] }> {
  const closeup: LoadResult[] = [];
  const homeFeed: LoadResult[] = [];
  let next = 0;
  const closeups = {
    next: () => ({
      path: `/resource/PinResource/get/?data=${q({ id: ids[next++ % ids.length] })}`,
      headers: { accept: 'application/json' },
    }),
  };
  await httpLoad(`${url}/resource/UserHomefeedResource/get/?data=${q({})}`, 4, 1); // warm-up
  for (const c of CONNECTIONS) {
    closeup.push(await httpLoad(`${url}/`, c, seconds, {}, closeups));
    homeFeed.push(await httpLoad(`${url}/resource/UserHomefeedResource/get/?data=${q({})}`, c, seconds));
  }
  return { closeup, home_feed: homeFeed };
}

export async function benchScaleOut(
  stack: Stack,
  options: { seconds: number },
  log: (line: string) => void,
): Promise<{ results: Record<string, LoadResult[]>; summary: Record<string, unknown> }> {
  const ids = await pinIds(stack.url);
  const single = await measure(stack.url, ids, options.seconds);
  log('scale-out: one gateway process, one of each service measured');
  const cluster = await stack.startGateway({ GATEWAY_WORKERS: '2' });
  const extra = [];
  try {
    const workers = await measure(cluster.url, ids, options.seconds);
    log('scale-out: two gateway workers measured');
    extra.push(await stack.startServiceInstance('pins'), await stack.startServiceInstance('feed'));
    const doubled = await measure(cluster.url, ids, options.seconds);
    log('scale-out: two gateway workers, two pins and feed processes measured');
    await Promise.all(extra.splice(0).map((part) => part.stop()));
    // The first arrangement again: how far the machine drifted during the run.
    const again = await measure(stack.url, ids, options.seconds);
    log('scale-out: one of each measured again');
    const mean = (a: LoadResult[], b: LoadResult[]) =>
      a.map((r, i) => (r.requests_per_second + b[i]!.requests_per_second) / 2);
    const baseline = {
      closeup: mean(single.closeup, again.closeup),
      home_feed: mean(single.home_feed, again.home_feed),
    };
    const ratio = (a: LoadResult[], base: number[]) =>
      Object.fromEntries(CONNECTIONS.map((c, i) => [c, round(a[i]!.requests_per_second / base[i]!)]));
    return {
      results: {
        scale_closeup_1_gateway_1_pins: single.closeup,
        scale_closeup_2_workers_1_pins: workers.closeup,
        scale_closeup_2_workers_2_pins: doubled.closeup,
        scale_closeup_1_gateway_1_pins_again: again.closeup,
        scale_home_feed_1_gateway_1_feed: single.home_feed,
        scale_home_feed_2_workers_1_feed: workers.home_feed,
        scale_home_feed_2_workers_2_feed: doubled.home_feed,
        scale_home_feed_1_gateway_1_feed_again: again.home_feed,
      },
      // Against the mean of one of each measured first and last.
      summary: {
        scale_out_closeup_rate_2_workers_over_1: ratio(workers.closeup, baseline.closeup),
        scale_out_closeup_rate_2_of_each_over_1: ratio(doubled.closeup, baseline.closeup),
        scale_out_home_feed_rate_2_workers_over_1: ratio(workers.home_feed, baseline.home_feed),
        scale_out_home_feed_rate_2_of_each_over_1: ratio(doubled.home_feed, baseline.home_feed),
      },
    };
  } finally {
    await Promise.all(extra.map((part) => part.stop()));
    await cluster.stop();
  }
}
