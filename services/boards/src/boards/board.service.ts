import { Injectable } from '@nestjs/common';
import { Events, Messages, type Board, type createBoardSchema } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { z } from 'zod';
import { DomainEvents } from '@pinboard/service-kit';
import { PrismaService } from '../infra/prisma.service.js';
import { BoardPickerCache } from './board-picker.cache.js';
import { toBoard } from './board.mapper.js';
import { slugify, uniqueSlug } from './slug.js';

type CreateBoardInput = z.output<typeof createBoardSchema>;

/** Two creates racing for the same slug: the loser picks the next free one. */
const SLUG_ATTEMPTS = 3;

@Injectable()
export class BoardService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly picker: BoardPickerCache,
    private readonly events: DomainEvents,
  ) {}

  /** Any signed-in actor may create boards of their own; the actor comes from the gateway's session. */
  async create({ actor, name, privacy, description }: CreateBoardInput): Promise<Board> {
    const ownerId = BigInt(actor.id);
    const nameLower = name.toLowerCase();
    for (let attempt = 1; ; attempt++) {
      if (await this.prisma.board.findUnique({ where: { ownerId_nameLower: { ownerId, nameLower } } })) {
        throw ServiceError.conflict(Messages.boardNameTaken);
      }
      const slug = await this.freeSlug(ownerId, slugify(name));
      try {
        const row = await this.prisma.board.create({
          data: {
            ownerId,
            ownerUsername: actor.username,
            ownerUsernameLower: actor.username.toLowerCase(),
            name,
            nameLower,
            slug,
            description: description ?? '',
            privacy,
          },
        });
        const board = toBoard(row);
        await this.picker.invalidate(actor.id);
        await this.events.publish(Events.boardCreated, { board });
        return board;
      } catch (err) {
        // Unique violation: either the name (reported by the check above) or the slug (retried).
        if (!isUniqueViolation(err) || attempt >= SLUG_ATTEMPTS) throw err;
      }
    }
  }

  private async freeSlug(ownerId: bigint, base: string): Promise<string> {
    const rows = await this.prisma.board.findMany({
      where: { ownerId, slug: { startsWith: base } },
      select: { slug: true },
    });
    return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
  }
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
}
