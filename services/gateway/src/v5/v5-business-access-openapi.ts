/** The /v5 business access paths in the OpenAPI document, from the contracts that validate them. */
import {
  assetMembersPageSchema,
  deleteMemberAccessOptions,
  deleteMemberAccessReplySchema,
  listAssetMembersOptions,
  updateMemberAccessOptions,
  updateMemberAccessReplySchema,
} from '@pinboard/contracts';
import { jsonSchema } from '../openapi/json-schema.js';
import { operation } from './v5-openapi.js';

export function v5BusinessAccessPaths(): Record<string, Record<string, unknown>> {
  const access = '/v5/businesses/{business_id}/members/assets/access';
  return {
    '/v5/businesses/{business_id}/assets/{asset_id}/members': {
      get: operation(
        'v5_business_asset_members',
        "The members of an ad account (asset_id) of the business (business_id: the ad account owner's user id) and the role each holds, oldest first (the ad account's admins only).",
        assetMembersPageSchema,
        { ids: ['business_id', 'asset_id'], query: listAssetMembersOptions },
      ),
    },
    [access]: {
      patch: operation(
        'v5_business_members_asset_access_update',
        'Grant business accounts a role on ad accounts, or change it (admins only): one permission of ADMIN, CAMPAIGN_MANAGER, ANALYST, FINANCE_MANAGER, AUDIENCE_MANAGER per access; one result per access, in order (response, or exception). The owner stays an admin.',
        updateMemberAccessReplySchema,
        { ids: ['business_id'], write: true, body: jsonSchema(updateMemberAccessOptions, 'input') },
      ),
      delete: operation(
        'v5_business_members_asset_access_delete',
        "Remove members' roles on ad accounts (admins only): items lists those removed, exceptions why each other was not. The owner cannot be removed.",
        deleteMemberAccessReplySchema,
        { ids: ['business_id'], write: true, body: jsonSchema(deleteMemberAccessOptions, 'input') },
      ),
    },
  };
}
