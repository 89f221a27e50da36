import { Rpc, type Actor, type Me } from '@pinboard/contracts';
import { ServiceError, type RpcClient } from '@pinboard/service-kit';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-catalog.js';
import { makeDemoImage } from './demo-images.js';
import { DEMO_ADVERTISER, seedDemoAdvertiser } from './demo-ads.js';
import { createDemoIdeaPin, createDemoVideoPin } from './demo-media.js';

const toActor = (u: Me): Actor => ({
  id: u.id,
  username: u.username,
  full_name: u.full_name,
  image_medium_url: u.image_medium_url,
});

/** True when the demo people exist already (the database is not empty of demo data). */
export async function isSeeded(rpc: RpcClient): Promise<boolean> {
  try {
    await rpc.request(Rpc.users.get, { username: DEMO_USERS[0]!.username });
    return true;
  } catch (err) {
    if (err instanceof ServiceError && err.code === 'NOT_FOUND') return false;
    throw err;
  }
}

/**
 * Creates the demo people, boards and Pins through the services' own commands (so every rule and
 * event applies), then a few saves between people, and one of them advertises a Pin (demo-ads.ts).
 * Returns how many Pins it made. With `mediaRoot`
 * (the MEDIA_ROOT pins and the gateway share) some boards get video Pins and Idea Pins too.
 */
export async function seedDemoData(
  rpc: RpcClient,
  log: (line: string) => void = () => undefined,
  mediaRoot?: string,
): Promise<number> {
  let seed = 1;
  let pins = 0;
  const savedFrom: { pinId: string; owner: string }[] = [];
  const firstBoardOf = new Map<string, { actor: Actor; boardId: string }>();
  let promoted: { actor: Actor; pinId: string } | null = null;
  for (const person of DEMO_USERS) {
    const { user } = await rpc.request(Rpc.users.register, {
      email: person.email,
      password: DEMO_PASSWORD,
      full_name: person.full_name,
      birthday: '1990-04-12',
      username: person.username,
    });
    const actor = toActor(user);
    for (const board of person.boards) {
      const created = await rpc.request(Rpc.boards.create, {
        actor,
        name: board.name,
        privacy: board.privacy,
        description: board.description,
      });
      if (!firstBoardOf.has(person.username))
        firstBoardOf.set(person.username, { actor, boardId: created.id });
      const sectionOf = new Map<string, string>();
      for (const section of board.sections ?? []) {
        const made = await rpc.request(Rpc.boards.sectionCreate, {
          actor,
          board_id: created.id,
          name: section.name,
        });
        for (const topic of section.topics) sectionOf.set(topic, made.id);
      }
      for (const topic of board.topics) {
        const image = await makeDemoImage(seed++);
        const section = sectionOf.get(topic);
        const pin = await rpc.request(Rpc.pins.create, {
          actor,
          board_id: created.id,
          ...(section ? { section } : {}),
          image_base64: image.jpeg.toString('base64'),
          title: topic,
          description: `${topic}: ${board.description.toLowerCase()}. ${board.tags.map((tag) => `#${tag}`).join(' ')}`,
          link: `https://example.com/${person.username}/${encodeURIComponent(topic.toLowerCase().replace(/\s+/g, '-'))}`,
        });
        pins++;
        if (board.privacy === 'public') savedFrom.push({ pinId: pin.id, owner: person.username });
        if (person.username === DEMO_ADVERTISER.username && topic === DEMO_ADVERTISER.promotedPin)
          promoted = { actor, pinId: pin.id };
      }
      for (const video of board.videos ?? []) {
        if (mediaRoot === undefined) break;
        await createDemoVideoPin(rpc, mediaRoot, {
          actor,
          board_id: created.id,
          title: video.title,
          description: `${video.title}. ${board.tags.map((tag) => `#${tag}`).join(' ')}`,
          clip: video.clip,
        });
        pins++;
      }
      for (const idea of board.ideaPins ?? []) {
        if (mediaRoot === undefined) break;
        await createDemoIdeaPin(rpc, mediaRoot, {
          actor,
          board_id: created.id,
          title: idea.title,
          description: `${idea.title}. ${board.tags.map((tag) => `#${tag}`).join(' ')}`,
          pages: idea.pages,
          seed: 1000 + seed,
        });
        pins++;
      }
    }
    log(`seeded ${person.username}`);
  }
  // A few saves across people, so boards mix original Pins and saved ones.
  for (const [i, source] of savedFrom.entries()) {
    if (i % 5 !== 0) continue;
    const saver =
      DEMO_USERS[(DEMO_USERS.findIndex((u) => u.username === source.owner) + 1) % DEMO_USERS.length]!;
    const target = firstBoardOf.get(saver.username)!;
    await rpc.request(Rpc.pins.repin, {
      actor: target.actor,
      pin_id: source.pinId,
      board_id: target.boardId,
    });
    pins++;
  }
  if (promoted) {
    await seedDemoAdvertiser(rpc, promoted.actor, promoted.pinId);
    log(`seeded ${DEMO_ADVERTISER.businessName}'s campaign`);
  }
  return pins;
}
