import { Controller } from '@nestjs/common';
import {
  AD_ACCOUNT_ROLES,
  AdsTexts,
  Rpc,
  type AdAccountRole,
  type AssetMember,
  type DeleteMemberAccessReply,
  type RpcInput,
  type UpdateMemberAccessReply,
} from '@pinboard/contracts';
import { RpcHandler, RpcClient, ServiceError } from '@pinboard/service-kit';
import { AdAccountAccess } from '../access/ad-account-access.js';
import { exceptionOfFailure } from '../batch/batch-runner.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { pageById } from '../wire/id-pages.js';

/** How many people users names in one call. */
const NAMES_PER_CALL = 50;

/** The one ad account role a v5 permissions list names, or why it names none. */
function roleOf(permissions: readonly string[]): AdAccountRole {
  const distinct = [...new Set(permissions)];
  const other = distinct.find((p) => !(AD_ACCOUNT_ROLES as readonly string[]).includes(p));
  if (other !== undefined) throw ServiceError.validation(AdsTexts.notAnAdAccountPermission(other));
  if (distinct.length !== 1) throw ServiceError.validation(AdsTexts.oneRole);
  return distinct[0] as AdAccountRole;
}

/**
 * Who has which role on an ad account, as v5's business access has it (contracts ads/members): an
 * admin of the ad account lists its members, grants roles to business accounts, changes and removes
 * them. The owner stays its admin, so an ad account always has one.
 */
@Controller()
export class MemberController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly access: AdAccountAccess,
    private readonly rpc: RpcClient,
  ) {}

  @RpcHandler(Rpc.ads.listMembers)
  async list({ actor, business_id, asset_id, bookmark, page_size }: RpcInput<typeof Rpc.ads.listMembers>) {
    await this.adminOfBusinessAsset(actor.id, business_id, asset_id);
    const page = await pageById(
      bookmark,
      page_size,
      'ASCENDING',
      async (cursor, take) => {
        const rows = await this.prisma.adAccountMember.findMany({
          where: {
            adAccountId: BigInt(asset_id),
            ...(cursor !== undefined ? { userId: { gt: cursor.past } } : {}),
          },
          orderBy: { userId: 'asc' },
          take,
        });
        return rows.map((row) => ({ id: row.userId, role: row.role }));
      },
      ({ id, role }) => ({ id: id.toString(), role }),
    );
    const names = await this.usernames(
      actor.id,
      page.items.map((m) => m.id).filter((id) => id !== actor.id),
    );
    names.set(actor.id, actor.username);
    const items: AssetMember[] = page.items.map(({ id, role }) => ({
      user: { id, username: names.get(id) ?? null, email: null },
      permissions: [role],
    }));
    return { items, bookmark: page.bookmark };
  }

  /** Grants a role, or changes one; one result per access, in order. */
  @RpcHandler(Rpc.ads.updateMemberAccess)
  async update({
    actor,
    business_id,
    accesses,
  }: RpcInput<typeof Rpc.ads.updateMemberAccess>): Promise<UpdateMemberAccessReply> {
    const items: UpdateMemberAccessReply['items'] = [];
    const ownerOf = this.ownersFor(actor.id, business_id);
    for (const { asset_id, member_id, permissions } of accesses) {
      try {
        const role = roleOf(permissions);
        const ownerId = await ownerOf(asset_id);
        if (member_id === ownerId && role !== 'ADMIN')
          throw ServiceError.validation(AdsTexts.ownerStaysAdmin);
        if (!(await this.access.isBusiness(member_id)))
          throw ServiceError.validation(AdsTexts.memberNotBusiness);
        const key = { adAccountId: BigInt(asset_id), userId: BigInt(member_id) };
        await this.prisma.adAccountMember.upsert({
          where: { adAccountId_userId: key },
          create: { ...key, role },
          update: { role },
        });
        items.push({ response: { asset_id, member_id, permissions: [role] } });
      } catch (err) {
        items.push({ exception: exceptionOfFailure(err) });
      }
    }
    return { items };
  }

  /** Removes roles; the accesses removed are listed, each other one with why it was not. */
  @RpcHandler(Rpc.ads.deleteMemberAccess)
  async delete({
    actor,
    business_id,
    accesses,
  }: RpcInput<typeof Rpc.ads.deleteMemberAccess>): Promise<DeleteMemberAccessReply> {
    const reply: DeleteMemberAccessReply = { items: [], exceptions: [] };
    const ownerOf = this.ownersFor(actor.id, business_id);
    for (const { asset_id, member_id } of accesses) {
      try {
        const ownerId = await ownerOf(asset_id);
        if (member_id === ownerId) throw ServiceError.validation(AdsTexts.ownerStaysAdmin);
        const { count } = await this.prisma.adAccountMember.deleteMany({
          where: { adAccountId: BigInt(asset_id), userId: BigInt(member_id) },
        });
        if (count === 0) throw ServiceError.notFound(AdsTexts.memberNotFound);
        reply.items.push({ asset_id, member_id });
      } catch (err) {
        reply.exceptions.push({ ...exceptionOfFailure(err), asset_id, member_id });
      }
    }
    return reply;
  }

  /**
   * The actor must be an admin of the ad account, and the ad account an asset of the business
   * named (its owner): a wrong pair is "not found" like an ad account the actor has no role on.
   * Answers the owner's id.
   */
  private async adminOfBusinessAsset(actorId: string, businessId: string, assetId: string): Promise<string> {
    await this.access.require(actorId, assetId, 'admin');
    const account = await this.prisma.adAccount.findUniqueOrThrow({
      where: { id: BigInt(assetId) },
      select: { ownerId: true },
    });
    const ownerId = account.ownerId.toString();
    if (ownerId !== businessId) throw ServiceError.notFound(AdsTexts.adAccountNotFound);
    return ownerId;
  }

  /**
   * adminOfBusinessAsset for the accesses of one call, each ad account checked once (a call names
   * up to 100 accesses, mostly of the same ad account).
   */
  private ownersFor(actorId: string, businessId: string): (assetId: string) => Promise<string> {
    const checked = new Map<string, Promise<string>>();
    return (assetId) => {
      let owner = checked.get(assetId);
      if (!owner) {
        owner = this.adminOfBusinessAsset(actorId, businessId, assetId);
        // A refusal is each access's own to report; this keeps it from going unhandled meanwhile.
        owner.catch(() => undefined);
        checked.set(assetId, owner);
      }
      return owner;
    };
  }

  /** Members' usernames from users (someone the actor blocked, or who blocked them, stays unnamed). */
  private async usernames(actorId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (let i = 0; i < ids.length; i += NAMES_PER_CALL) {
      const people = await this.rpc.request(Rpc.users.resolveInvitees, {
        actor_id: actorId,
        user_ids: ids.slice(i, i + NAMES_PER_CALL),
      });
      for (const person of people) names.set(person.id, person.username);
    }
    return names;
  }
}
