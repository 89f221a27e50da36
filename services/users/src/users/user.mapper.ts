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

/** A business account is what SPEC §3 calls a partner: isPartner, and partner.is_create. */
export function toMe(row: UserRow): Me {
  const isBusiness = row.accountType === 'business';
  return {
    ...toUser(row),
    email: row.email,
    account_type: row.accountType,
    business_name: row.businessName,
    is_partner: isBusiness,
    partner: isBusiness ? { is_create: true } : null,
  };
}

export function toActor(row: UserRow): Actor {
  return {
    id: row.id.toString(),
    username: row.username,
    full_name: row.fullName,
    image_medium_url: row.imageMediumUrl,
  };
}
