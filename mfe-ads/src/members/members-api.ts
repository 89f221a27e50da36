/**
 * Who has which role on an ad account, through v5 business access (contracts ads/members): the ad
 * account is an asset of its owner's business, so every path names the owner's id.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import type {
  AdAccount,
  AdAccountRole,
  AssetMember,
  DeleteMemberAccessReply,
  UpdateMemberAccessReply,
} from '@pinboard/contracts';
import { dataOf } from '@pinboard/web-kit';
import { allPages, refusalOf } from '../common/ads-api';

export const membersKey = (adAccountId: string) => ['ads', 'members', adAccountId] as const;

const accessPath = (account: AdAccount) =>
  `/businesses/${encodeURIComponent(account.owner.id)}/members/assets/access`;

export function useMembers(api: ApiClient, account: AdAccount | undefined) {
  return useQuery({
    queryKey: membersKey(account?.id ?? ''),
    enabled: account !== undefined,
    queryFn: () =>
      allPages<AssetMember>(
        api,
        `/businesses/${encodeURIComponent(account!.owner.id)}/assets/${encodeURIComponent(account!.id)}/members`,
      ),
  });
}

/**
 * Grants a role or changes it. A change shows at once and is taken back if the server refuses; a
 * new member shows once granted (their name comes with the list read again).
 */
export function useSetRole(api: ApiClient, account: AdAccount) {
  const client = useQueryClient();
  const key = membersKey(account.id);
  return useMutation({
    mutationFn: async ({ memberId, role }: { memberId: string; role: AdAccountRole }) => {
      const reply = await dataOf(
        api.v5<UpdateMemberAccessReply>('PATCH', accessPath(account), {
          accesses: [{ asset_id: account.id, member_id: memberId, permissions: [role] }],
        }),
      );
      const [item] = reply.items;
      if (!item?.response) throw refusalOf(item?.exception);
      return item.response;
    },
    onMutate: async ({ memberId, role }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AssetMember[]>(key);
      client.setQueryData<AssetMember[]>(key, (list) =>
        list?.map((m) => (m.user.id === memberId ? { ...m, permissions: [role] } : m)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Removes a member: gone from the list at once, back if the server refuses. */
export function useRemoveMember(api: ApiClient, account: AdAccount | undefined) {
  const client = useQueryClient();
  const key = membersKey(account?.id ?? '');
  return useMutation({
    mutationFn: async (memberId: string) => {
      if (!account) throw refusalOf(undefined);
      const reply = await dataOf(
        api.v5<DeleteMemberAccessReply>('DELETE', accessPath(account), {
          accesses: [{ asset_id: account.id, member_id: memberId }],
        }),
      );
      if (reply.items.length === 0) throw refusalOf(reply.exceptions[0]);
    },
    onMutate: async (memberId) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AssetMember[]>(key);
      client.setQueryData<AssetMember[]>(key, (list) => list?.filter((m) => m.user.id !== memberId));
      return { before };
    },
    onError: (_error, _vars, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
