import { Injectable } from '@nestjs/common';
import { Rpc, UNKNOWN_AUDIENCE, type ViewerAudience } from '@pinboard/contracts';
import { RecentValues, RpcClient, withinMs } from '@pinboard/service-kit';

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
  private readonly kept = new RecentValues<string, ViewerAudience>(AUDIENCE_TTL_MS, AUDIENCES_KEPT);

  constructor(private readonly rpc: RpcClient) {}

  get(viewerId: string | null, now = Date.now()): Promise<ViewerAudience> {
    if (viewerId === null) return Promise.resolve(UNKNOWN_AUDIENCE);
    // Not remembered when users did not answer (or knows no such viewer): the next pick asks again.
    return this.kept.get(viewerId, () => this.ask(viewerId), now).catch(() => UNKNOWN_AUDIENCE);
  }

  private async ask(viewerId: string): Promise<ViewerAudience> {
    const [found] = await withinMs(
      AUDIENCE_WAIT_MS,
      this.rpc.request(Rpc.users.audiences, { user_ids: [viewerId] }),
    );
    if (!found) throw new Error('users knows no such viewer');
    return { ...UNKNOWN_AUDIENCE, ageBucket: found.age_bucket };
  }
}
