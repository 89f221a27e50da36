import type { AdAccount, AdAccountRole } from '@pinboard/contracts';
import type { AdAccount as AdAccountRow } from '../generated/prisma/client.js';
import { unixOf } from '../wire/wire-values.js';

/** An ad account as v5 answers it; permissions are the viewer's roles on it. */
export function toAdAccount(row: AdAccountRow, role: AdAccountRole): AdAccount {
  return {
    id: row.id.toString(),
    name: row.name,
    owner: { id: row.ownerId.toString(), username: row.ownerUsername },
    country: row.country,
    currency: row.currency,
    permissions: [role],
    created_time: unixOf(row.createdAt),
    updated_time: unixOf(row.updatedAt),
  };
}
