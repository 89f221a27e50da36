import type { Actor, Me, User } from '@pinboard/contracts';
import type { User as UserRow } from '../generated/prisma/client.js';

export function toUser(row: UserRow): User {
  return {
    id: row.id.toString(),
    username: row.username,
    full_name: row.fullName,
    image_medium_url: row.imageMediumUrl,
    first_name: row.firstName,
    last_name: row.lastName,
    created_at: row.createdAt.toISOString(),
  };
}

export function toMe(row: UserRow): Me {
  // Partner (business) accounts do not exist yet.
  return { ...toUser(row), email: row.email, is_partner: false };
}

export function toActor(row: UserRow): Actor {
  return {
    id: row.id.toString(),
    username: row.username,
    full_name: row.fullName,
    image_medium_url: row.imageMediumUrl,
  };
}
