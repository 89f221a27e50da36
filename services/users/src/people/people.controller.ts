import { Controller } from '@nestjs/common';
import { Rpc, type RpcInput, type UserSummary } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client.js';
import { toActor } from '../users/user.mapper.js';

/** Prisma's startsWith hands its value to LIKE as is: what a person typed must match only itself. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Nobody blocked by, or blocking, `viewerId`, and never the viewer. */
const reachableBy = (viewerId: bigint): Prisma.UserWhereInput => ({
  id: { not: viewerId },
  blocking: { none: { blockedId: viewerId } },
  blockedBy: { none: { blockerId: viewerId } },
});

/** Finding people to work with: the collaborator search, and whom an invite reaches. */
@Controller()
export class PeopleController {
  constructor(private readonly prisma: PrismaClient) {}

  /** Username or full-name prefix, case-insensitive; exact usernames first, then by username. */
  @RpcHandler(Rpc.users.search)
  async search({ viewer_id, term, count }: RpcInput<typeof Rpc.users.search>): Promise<UserSummary[]> {
    const rows = await this.prisma.user.findMany({
      where: {
        AND: [
          reachableBy(BigInt(viewer_id)),
          {
            OR: [
              { usernameLower: { startsWith: literal(term.toLowerCase()) } },
              { fullName: { startsWith: literal(term), mode: 'insensitive' } },
            ],
          },
        ],
      },
      orderBy: { usernameLower: 'asc' },
      take: count,
    });
    const exact = term.toLowerCase();
    return rows
      .sort((a, b) => Number(b.usernameLower === exact) - Number(a.usernameLower === exact))
      .map(toActor);
  }

  /** The people an invite names that exist and may be reached by the actor. */
  @RpcHandler(Rpc.users.resolveInvitees)
  async resolveInvitees({
    actor_id,
    user_ids,
  }: RpcInput<typeof Rpc.users.resolveInvitees>): Promise<UserSummary[]> {
    if (user_ids.length === 0) return [];
    const rows = await this.prisma.user.findMany({
      where: {
        AND: [reachableBy(BigInt(actor_id)), { id: { in: user_ids.map(BigInt) } }],
      },
      orderBy: { id: 'asc' },
    });
    return rows.map(toActor);
  }
}
