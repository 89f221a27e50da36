import { Injectable } from '@nestjs/common';
import { AD_WRITER_ROLES, AdsTexts, ErrorCode, Rpc, type AdAccountRole } from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';

/** What a call needs of the actor's role: read (any role), write (campaigns, ad groups, ads), admin. */
export type AdsPermission = 'read' | 'write' | 'admin';

function allows(role: AdAccountRole, permission: AdsPermission): boolean {
  if (permission === 'read') return true;
  if (permission === 'write') return AD_WRITER_ROLES.includes(role);
  return role === 'ADMIN';
}

/**
 * The one place that decides who may do what on an ad account; every handler asks it first.
 * A person with no role on an ad account learns nothing of it: a business account gets "not found"
 * for every id alike, and anyone else is told that ads need a business account.
 */
@Injectable()
export class AdAccountAccess {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly rpc: RpcClient,
  ) {}

  async require(userId: string, adAccountId: string, permission: AdsPermission): Promise<AdAccountRole> {
    const member = await this.prisma.adAccountMember.findUnique({
      where: { adAccountId_userId: { adAccountId: BigInt(adAccountId), userId: BigInt(userId) } },
      select: { role: true },
    });
    if (!member) {
      // Members are business accounts by construction: only outsiders cost a call to users.
      await this.requireBusiness(userId);
      throw ServiceError.notFound(AdsTexts.adAccountNotFound);
    }
    if (!allows(member.role, permission)) {
      throw ServiceError.forbidden(permission === 'admin' ? AdsTexts.adminOnly : AdsTexts.roleCannotWrite);
    }
    return member.role;
  }

  async requireBusiness(userId: string): Promise<void> {
    if (!(await this.isBusiness(userId))) throw ServiceError.forbidden(AdsTexts.businessRequired);
  }

  /** The users service knows account types; an unknown user is no business account. */
  async isBusiness(userId: string): Promise<boolean> {
    try {
      return (await this.rpc.request(Rpc.users.me, { user_id: userId })).is_partner;
    } catch (err) {
      if (err instanceof ServiceError && err.code === ErrorCode.NotFound) return false;
      throw err;
    }
  }
}
