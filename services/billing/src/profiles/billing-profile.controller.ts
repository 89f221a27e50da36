import { Controller } from '@nestjs/common';
import {
  END_BOOKMARK,
  Events,
  idSchema,
  Rpc,
  type BillingProfile,
  type BillingProfilesPage,
  type RpcInput,
} from '@pinboard/contracts';
import { advisoryLockKey } from '@pinboard/db';
import { DomainEvents, readBookmark, RpcHandler, toPage } from '@pinboard/service-kit';
import { z } from 'zod';
import { BillingAccess } from '../access/billing-access.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { billingProfileColumns, toBillingProfile } from './billing-profile.mapper.js';

const idCursor = z.object({ id: idSchema });

/** Billing profiles (v5 /ad_accounts/{id}/billing_profiles): who an ad account's spend is invoiced to. */
@Controller()
export class BillingProfileController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: BillingAccess,
    private readonly events: DomainEvents,
  ) {}

  /**
   * The new profile becomes the ad account's ACTIVE one and the one it replaces turns INACTIVE, in
   * one transaction: a failure leaves the old one ACTIVE. Writers of one ad account take turns (an
   * advisory lock), so that concurrent replaces end with exactly one ACTIVE, the last one.
   */
  @RpcHandler(Rpc.billing.createProfile)
  async create({ actor, ad_account_id, ...fields }: RpcInput<typeof Rpc.billing.createProfile>) {
    const adAccount = await this.access.require(actor, ad_account_id, 'write');
    const adAccountId = BigInt(ad_account_id);
    const row = await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('billing.profile'), ${advisoryLockKey(adAccountId)}::int4)`;
      await tx.billingProfile.updateMany({
        where: { adAccountId, status: 'ACTIVE' },
        data: { status: 'INACTIVE' },
      });
      const created = await tx.billingProfile.create({
        data: {
          ...billingProfileColumns(fields),
          adAccountId,
          status: 'ACTIVE',
          currency: adAccount.currency,
          createdBy: BigInt(actor.id),
        },
      });
      await this.events.record(tx, Events.billing.profileCreated, {
        billing_profile: toBillingProfile(created),
      });
      return created;
    });
    await this.events.flush();
    return toBillingProfile(row);
  }

  /** v5: the ACTIVE profile (is_active, the default), or every one newest first, history included. */
  @RpcHandler(Rpc.billing.listProfiles)
  async list({
    actor,
    ad_account_id,
    is_active,
    bookmark,
    page_size,
  }: RpcInput<typeof Rpc.billing.listProfiles>): Promise<BillingProfilesPage> {
    await this.access.require(actor, ad_account_id, 'read');
    const start = readBookmark(bookmark, idCursor);
    if (start === 'end') return { items: [], bookmark: null };
    const rows = await this.prisma.billingProfile.findMany({
      where: {
        adAccountId: BigInt(ad_account_id),
        ...(is_active ? { status: 'ACTIVE' as const } : {}),
        ...(start.first ? {} : { id: { lt: BigInt(start.after.id) } }),
      },
      orderBy: { id: 'desc' },
      take: page_size + 1,
    });
    const page = toPage<(typeof rows)[number], BillingProfile>(rows, page_size, toBillingProfile, (row) => ({
      id: row.id.toString(),
    }));
    return { items: page.items, bookmark: page.bookmark === END_BOOKMARK ? null : page.bookmark };
  }
}
