import { Injectable } from '@nestjs/common';
import { PrismaClient, type User as UserRow } from '../generated/prisma/client.js';

/** Finding accounts: what sign-up and login both need. Usernames and emails match case-insensitively. */
@Injectable()
export class UserStore {
  constructor(private readonly prisma: PrismaClient) {}

  findByUsername(username: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { usernameLower: username.toLowerCase() } });
  }

  findByEmail(email: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  }

  findById(id: string): Promise<UserRow | null> {
    return this.prisma.user.findUnique({ where: { id: BigInt(id) } });
  }

  /** A password hash made again (at the current cost) replaces the one it was checked against. */
  async replacePasswordHash(id: bigint, checked: string, fresh: string): Promise<void> {
    // Only if unchanged meanwhile: a password changed in between keeps its own hash.
    await this.prisma.user.updateMany({
      where: { id, passwordHash: checked },
      data: { passwordHash: fresh },
    });
  }
}
