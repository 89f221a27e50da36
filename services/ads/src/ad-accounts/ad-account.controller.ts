import { Controller } from '@nestjs/common';
import {
  AdsTexts,
  currencyOf,
  Events,
  Rpc,
  type AdAccount,
  type AdAccountMember,
  type AdsPage,
  type RpcInput,
} from '@pinboard/contracts';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { AdAccountAccess } from '../access/ad-account-access.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { idFilter, idOrder, pageById } from '../wire/id-pages.js';
import { toAdAccount } from './ad-account.mapper.js';

/** Ad accounts (v5 /ad_accounts) and who may act on them. */
@Controller()
export class AdAccountController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
    private readonly events: DomainEvents,
  ) {}

  /** Only a business account may open one; it owns it and is its first ADMIN. */
  @RpcHandler(Rpc.ads.createAdAccount)
  async create({ actor, name, country, owner_user_id }: RpcInput<typeof Rpc.ads.createAdAccount>) {
    await this.access.requireBusiness(actor.id);
    if (owner_user_id !== undefined && owner_user_id !== actor.id) {
      throw ServiceError.forbidden(AdsTexts.ownerMustBeYou);
    }
    const adAccount = await this.prisma.$transaction(async (tx) => {
      const row = await tx.adAccount.create({
        data: {
          name,
          country,
          currency: currencyOf(country),
          ownerId: BigInt(actor.id),
          ownerUsername: actor.username,
          members: { create: { userId: BigInt(actor.id), role: 'ADMIN' } },
        },
      });
      const created = toAdAccount(row, 'ADMIN');
      await this.events.record(tx, Events.ads.adAccountCreated, { ad_account: created });
      return created;
    });
    await this.events.flush();
    return adAccount;
  }

  /** The ad accounts the actor has a role on, newest first. */
  @RpcHandler(Rpc.ads.listAdAccounts)
  async list({ actor, bookmark, page_size, order }: RpcInput<typeof Rpc.ads.listAdAccounts>) {
    const page: AdsPage<AdAccount> = await pageById(
      bookmark,
      page_size,
      order,
      async (cursor, take) => {
        const members = await this.prisma.adAccountMember.findMany({
          where: {
            userId: BigInt(actor.id),
            ...(cursor !== undefined ? { adAccountId: idFilter(cursor, undefined) } : {}),
          },
          orderBy: { adAccountId: idOrder(order) },
          take,
          include: { adAccount: true },
        });
        return members.map((m) => ({ id: m.adAccountId, row: m.adAccount, role: m.role }));
      },
      ({ row, role }) => toAdAccount(row, role),
    );
    if (page.items.length === 0 && bookmark === undefined) await this.access.requireBusiness(actor.id);
    return page;
  }

  @RpcHandler(Rpc.ads.getAdAccount)
  async get({ actor, ad_account_id }: RpcInput<typeof Rpc.ads.getAdAccount>): Promise<AdAccount> {
    const role = await this.access.require(actor.id, ad_account_id, 'read');
    const row = await this.prisma.adAccount.findUniqueOrThrow({ where: { id: BigInt(ad_account_id) } });
    return toAdAccount(row, role);
  }

  /** An ADMIN gives a business account a role on the ad account. */
  @RpcHandler(Rpc.ads.addMember)
  async addMember({ actor, ad_account_id, user_id, role }: RpcInput<typeof Rpc.ads.addMember>) {
    await this.access.require(actor.id, ad_account_id, 'admin');
    if (!(await this.access.isBusiness(user_id))) throw ServiceError.validation(AdsTexts.memberNotBusiness);
    const key = { adAccountId: BigInt(ad_account_id), userId: BigInt(user_id) };
    const created = await this.prisma.adAccountMember
      .createManyAndReturn({ data: [{ ...key, role }], skipDuplicates: true })
      .then((rows) => rows.length > 0);
    if (!created) throw ServiceError.conflict(AdsTexts.alreadyMember);
    const member: AdAccountMember = { ad_account_id, user_id, role };
    return member;
  }
}
