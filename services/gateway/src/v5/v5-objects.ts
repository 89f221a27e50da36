/**
 * The objects an ad account holds, as the /v5 paths name them: each kind's list (with its v5
 * filters), batch create and batch update calls, and the schemas the OpenAPI document shows.
 */
import {
  AdsTexts,
  adCreateFields,
  adGroupCreateFields,
  adGroupSchema,
  adGroupUpdateFields,
  adSchema,
  adUpdateFields,
  campaignCreateFields,
  campaignSchema,
  campaignUpdateFields,
  listAdGroupsOptions,
  listAdsOptions,
  listCampaignsOptions,
  Rpc,
  type Actor,
  type batchSchema,
  type RpcDefinition,
} from '@pinboard/contracts';
import { parseOrThrow, type RpcClient } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { actorAndPathId } from '../access-tokens/bearer-auth.js';
import type { ResourceRunner } from '../resources/resource.runner.js';

/** Who is asking about which ad account: what every call of an object kind carries. */
export interface InAdAccount {
  actor: Actor;
  ad_account_id: string;
}

/** Who acts first (a visitor is asked to log in), then the path's ad account id (else its 404). */
export async function inAdAccount(
  runner: ResourceRunner,
  request: FastifyRequest,
  reply: FastifyReply,
  adAccountId: string,
): Promise<InAdAccount> {
  const { actor, id } = await actorAndPathId(runner, request, reply, adAccountId, AdsTexts.adAccountNotFound);
  return { actor, ad_account_id: id };
}

type BatchRpc = RpcDefinition<typeof batchSchema, z.ZodType>;

export interface ObjectKind {
  /** Parses the query string with the kind's v5 filters and asks for one page. */
  list(rpc: RpcClient, base: InAdAccount, query: unknown): Promise<unknown>;
  create: BatchRpc;
  update: BatchRpc;
  /** For the OpenAPI document. */
  docs: { title: string; item: z.ZodType; createItem: z.ZodType; updateItem: z.ZodType; query: z.ZodType };
}

export const OBJECT_KINDS = {
  campaigns: {
    list: (rpc, base, query) =>
      rpc.request(Rpc.ads.listCampaigns, { ...base, ...parseOrThrow(listCampaignsOptions, query) }),
    create: Rpc.ads.createCampaigns,
    update: Rpc.ads.updateCampaigns,
    docs: {
      title: 'campaigns',
      item: campaignSchema,
      createItem: campaignCreateFields,
      updateItem: campaignUpdateFields,
      query: listCampaignsOptions,
    },
  },
  ad_groups: {
    list: (rpc, base, query) =>
      rpc.request(Rpc.ads.listAdGroups, { ...base, ...parseOrThrow(listAdGroupsOptions, query) }),
    create: Rpc.ads.createAdGroups,
    update: Rpc.ads.updateAdGroups,
    docs: {
      title: 'ad groups',
      item: adGroupSchema,
      createItem: adGroupCreateFields,
      updateItem: adGroupUpdateFields,
      query: listAdGroupsOptions,
    },
  },
  ads: {
    list: (rpc, base, query) =>
      rpc.request(Rpc.ads.listAds, { ...base, ...parseOrThrow(listAdsOptions, query) }),
    create: Rpc.ads.createAds,
    update: Rpc.ads.updateAds,
    docs: {
      title: 'ads',
      item: adSchema,
      createItem: adCreateFields,
      updateItem: adUpdateFields,
      query: listAdsOptions,
    },
  },
} satisfies Record<string, ObjectKind>;

export type ObjectKindName = keyof typeof OBJECT_KINDS;
