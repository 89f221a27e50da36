import { Controller } from '@nestjs/common';
import { LISTED_STATUSES, Rpc, type RedirectStatus, type RpcInput } from '@pinboard/contracts';
import { RecentValues, RpcHandler } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';
import { domainsOf, linkForm } from './link-verdict.js';

/** How long a host's listing is trusted once read: a domain listed now is refused within a minute everywhere. */
const LISTING_MAX_AGE_MS = 60_000;

/** SPEC §7 offsite check: whether a link may be opened from the product. */
@Controller()
export class ChecksController {
  private readonly listings = new RecentValues<string, RedirectStatus>(LISTING_MAX_AGE_MS, 10_000);

  constructor(private readonly prisma: PrismaClient) {}

  @RpcHandler(Rpc.offsite.check)
  async check({
    url,
  }: RpcInput<typeof Rpc.offsite.check>): Promise<{ redirect_status: RedirectStatus; url: string }> {
    const form = linkForm(url);
    if (form.verdict !== null) return { redirect_status: form.verdict, url: form.url };
    return {
      redirect_status: await this.listings.get(form.host, () => this.listingOf(form.host)),
      url: form.url,
    };
  }

  /** The most specific listing of the host or a domain above it; ok when none. */
  private async listingOf(host: string): Promise<RedirectStatus> {
    const domains = domainsOf(host);
    const rows = await this.prisma.blockedDomain.findMany({ where: { domain: { in: domains } } });
    const byDomain = new Map(rows.map((row) => [row.domain, row.status]));
    const listed = domains.map((domain) => byDomain.get(domain)).find((status) => status !== undefined);
    return LISTED_STATUSES.find((status) => status === listed) ?? 'ok';
  }
}
