/**
 * Who has which role on an ad account, as Pinterest's API v5 business access has it: an ad account
 * is an asset (asset_id) of its owner's business (business_id: the owning business account's user
 * id), and a member (member_id: a user id) holds permissions on it. Here a member holds exactly one
 * of the five ad account roles (AD_ACCOUNT_ROLES); v5's catalog and profile permissions apply to
 * other kinds of asset.
 */
import { z } from 'zod';
import { actorSchema, bookmarkSchema, idSchema } from '../common/schemas.js';
import { ADS_PAGE_SIZE_DEFAULT, ADS_PAGE_SIZE_MAX } from './limits.js';
import { adAccountRoleSchema, adsExceptionSchema } from './models.js';

/** Every permission v5 names; only the ad account roles apply to an ad account. */
export const BUSINESS_PERMISSIONS = [
  'ADMIN',
  'ANALYST',
  'FINANCE_MANAGER',
  'AUDIENCE_MANAGER',
  'CAMPAIGN_MANAGER',
  'CATALOGS_MANAGER',
  'PROFILE_PUBLISHER',
] as const;
export const businessPermissionSchema = z.enum(BUSINESS_PERMISSIONS);

/** v5 caps: 50 accesses granted or changed, 100 removed, in one call. */
export const MEMBER_ACCESS_UPDATE_MAX = 50;
export const MEMBER_ACCESS_DELETE_MAX = 100;

const assetAndMember = { asset_id: idSchema, member_id: idSchema };

/** PATCH /v5/businesses/{business_id}/members/assets/access */
export const updateMemberAccessOptions = z.strictObject({
  accesses: z
    .array(
      z.strictObject({
        ...assetAndMember,
        permissions: z.array(businessPermissionSchema).min(1).max(50),
      }),
    )
    .min(1)
    .max(MEMBER_ACCESS_UPDATE_MAX),
});
/** DELETE /v5/businesses/{business_id}/members/assets/access */
export const deleteMemberAccessOptions = z.strictObject({
  accesses: z.array(z.strictObject(assetAndMember)).min(1).max(MEMBER_ACCESS_DELETE_MAX),
});
/** GET /v5/businesses/{business_id}/assets/{asset_id}/members: bookmark paging, oldest member first. */
export const listAssetMembersOptions = z.strictObject({
  bookmark: bookmarkSchema,
  page_size: z.coerce.number().int().min(1).max(ADS_PAGE_SIZE_MAX).default(ADS_PAGE_SIZE_DEFAULT),
  /** v5's start_index: accepted; pages follow the bookmark. */
  start_index: z.coerce.number().int().min(0).optional(),
});

const inBusiness = { actor: actorSchema, business_id: idSchema };
export const updateMemberAccessSchema = updateMemberAccessOptions.extend(inBusiness);
export const deleteMemberAccessSchema = deleteMemberAccessOptions.extend(inBusiness);
export const listAssetMembersSchema = listAssetMembersOptions
  .omit({ start_index: true })
  .extend({ ...inBusiness, asset_id: idSchema });

/** v5's BusinessAccessUserSummary (no e-mail is ever shown to another business: null). */
const memberUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.null(),
});
/** v5's UserSingleAssetBinding: a member and their permissions on the asset. */
export const assetMemberSchema = z.object({
  user: memberUserSchema,
  permissions: z.array(adAccountRoleSchema),
});
export type AssetMember = z.output<typeof assetMemberSchema>;
export const assetMembersPageSchema = z.object({
  items: z.array(assetMemberSchema),
  bookmark: z.string().nullable(),
});

/** One result per access sent, in order: v5's response, or why it was not granted. */
export const memberAccessResultSchema = z.object({
  asset_id: z.string(),
  member_id: z.string(),
  permissions: z.array(adAccountRoleSchema),
});
export const updateMemberAccessReplySchema = z.object({
  items: z.array(
    z.object({
      response: memberAccessResultSchema.optional(),
      exception: adsExceptionSchema.optional(),
    }),
  ),
});
export type UpdateMemberAccessReply = z.output<typeof updateMemberAccessReplySchema>;

/** v5 lists the accesses removed; `exceptions` (ours) says why each other one was not. */
export const deleteMemberAccessReplySchema = z.object({
  items: z.array(z.object({ asset_id: z.string(), member_id: z.string() })),
  exceptions: z.array(adsExceptionSchema.extend({ asset_id: z.string(), member_id: z.string() })),
});
export type DeleteMemberAccessReply = z.output<typeof deleteMemberAccessReplySchema>;
