import { Controller } from '@nestjs/common';
import { Rpc, type RpcInput, type SpendByDay } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { BillingAccess } from '../access/billing-access.js';
import { PrismaClient } from '../generated/prisma/client.js';

/** The spend ledger read by day: any role on the ad account may see what it spent. */
@Controller()
export class SpendController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: BillingAccess,
  ) {}

  @RpcHandler(Rpc.billing.spendByDay)
  async byDay({
    actor,
    ad_account_id,
    start_date,
    end_date,
  }: RpcInput<typeof Rpc.billing.spendByDay>): Promise<SpendByDay> {
    const account = await this.access.require(actor, ad_account_id, 'read');
    const rows = await this.prisma.spendLine.groupBy({
      by: ['day'],
      where: {
        adAccountId: BigInt(ad_account_id),
        day: { gte: new Date(`${start_date}T00:00:00Z`), lte: new Date(`${end_date}T00:00:00Z`) },
      },
      _sum: { spendInNanoCurrency: true },
      orderBy: { day: 'asc' },
    });
    const days = rows.map((row) => ({
      date: row.day.toISOString().slice(0, 10),
      spend_in_micro_currency: Number((row._sum.spendInNanoCurrency ?? 0n) / 1000n),
    }));
    const total = rows.reduce((sum, row) => sum + (row._sum.spendInNanoCurrency ?? 0n), 0n);
    return { currency: account.currency, total_in_micro_currency: Number(total / 1000n), days };
  }
}
