import { Injectable } from '@nestjs/common';
import { Events, type EventOf } from '@pinboard/contracts';
import { EventConsumer, OnDomainEvent } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * Durable consumer `billing-spend`: books what served ads cost (ads.spend.accrued) into the spend
 * ledger, one line per campaign and day; the accrual's id makes a redelivered or replayed one a
 * no-op.
 */
@Injectable()
@EventConsumer('spend')
export class SpendLedgerConsumer {
  constructor(private readonly prisma: PrismaClient) {}

  @OnDomainEvent(Events.ads.spendAccrued)
  async accrued({ accrual_id, lines }: EventOf<typeof Events.ads.spendAccrued>): Promise<void> {
    await this.prisma.spendLine.createMany({
      data: lines.map((line) => ({
        accrualId: accrual_id,
        adAccountId: BigInt(line.ad_account_id),
        campaignId: BigInt(line.campaign_id),
        day: new Date(`${line.day}T00:00:00Z`),
        spendInNanoCurrency: BigInt(line.spend_in_nano_currency),
      })),
      skipDuplicates: true,
    });
  }
}
