import { Injectable } from '@nestjs/common';
import { Rpc, UNKNOWN_AUDIENCE, type ViewerAudience } from '@pinboard/contracts';
import { RpcClient, withinMs } from '@pinboard/service-kit';

/** A viewer's age bucket is asked of users at most this often (it changes on a birthday). */
const AUDIENCE_TTL_MS = 60 * 60_000;
/** How many viewers are remembered; the oldest asked is forgotten first. */
const AUDIENCES_KEPT = 50_000;
/** How long a pick waits for users before it treats the viewer as unknown. */
const AUDIENCE_WAIT_MS = 100;

/**
 * What ad targeting knows of a viewer (contracts' ads/audience): their age bucket from users,
 * remembered an hour, and an unknown gender (nobody's is kept here). A visitor, or a viewer users
 * did not answer for in time, is of unknown age: age-targeted ads pass them by.
 */
@Injectable()
export class ViewerAudiences {
  private readonly kept = new Map<string, { at: number; audience: Promise<ViewerAudience> }>();

  constructor(private readonly rpc: RpcClient) {}

  get(viewerId: string | null, now = Date.now()): Promise<ViewerAudience> {
    if (viewerId === null) return Promise.resolve(UNKNOWN_AUDIENCE);
    const known = this.kept.get(viewerId);
    if (known && now - known.at < AUDIENCE_TTL_MS) return known.audience;
    const audience = this.ask(viewerId);
    this.kept.delete(viewerId);
    this.kept.set(viewerId, { at: now, audience });
    if (this.kept.size > AUDIENCES_KEPT) this.kept.delete(this.kept.keys().next().value!);
    // Not remembered when users did not answer: the next pick asks again.
    audience.then((a) => a === UNKNOWN_AUDIENCE && this.kept.delete(viewerId));
    return audience;
  }

  private async ask(viewerId: string): Promise<ViewerAudience> {
    try {
      const [found] = await withinMs(
        AUDIENCE_WAIT_MS,
        this.rpc.request(Rpc.users.audiences, { user_ids: [viewerId] }),
      );
      return found ? { ...UNKNOWN_AUDIENCE, ageBucket: found.age_bucket } : UNKNOWN_AUDIENCE;
    } catch {
      return UNKNOWN_AUDIENCE;
    }
  }
}
