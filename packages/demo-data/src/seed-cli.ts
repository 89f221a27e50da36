/** `node packages/demo-data/dist/seed-cli.js`: seeds demo data when the database has none. */
import { RpcClient } from '@pinboard/service-kit';
import { isSeeded, seedDemoData } from './seed.js';

const rpc = new RpcClient(process.env.NATS_URL ?? 'nats://pinboard:pinboard@127.0.0.1:4222', 60_000, {
  signingKey: process.env.ACTOR_SIGNING_KEY,
});
await rpc.connect();
try {
  if (await isSeeded(rpc)) {
    console.log('demo data: already there');
  } else {
    const started = Date.now();
    // Video Pins need the media folder pins reads uploads from (npm start and compose set it).
    const count = await seedDemoData(rpc, (l) => console.log(`demo data: ${l}`), process.env.MEDIA_ROOT);
    console.log(`demo data: ${count} Pins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await rpc.close();
}
