/**
 * A person's personal access tokens (GET, POST and DELETE /v3/users/me/access_tokens/): what the
 * settings page lists, makes and revokes. The list is never kept between visits (staleTime 0): a
 * token made or revoked elsewhere shows on the next look.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import type { AccessToken, CreateAccessTokenOptions } from '@pinboard/contracts';
import { dataOf } from '@pinboard/web-kit';

const tokensKey = ['settings', 'access-tokens'] as const;

export function useAccessTokens(api: ApiClient) {
  return useQuery({ queryKey: tokensKey, queryFn: () => dataOf(api.accessTokens()), staleTime: 0 });
}

/** Makes a token; the new one heads the list (its secret stays with the caller, never in the cache). */
export function useCreateAccessToken(api: ApiClient) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (options: CreateAccessTokenOptions) => dataOf(api.createAccessToken(options)),
    onSuccess: ({ token: _secret, ...created }) => {
      client.setQueryData<AccessToken[]>(tokensKey, (list) => [created, ...(list ?? [])]);
    },
  });
}

/** Revokes a token: it leaves the list at once, and comes back if the server refuses. */
export function useRevokeAccessToken(api: ApiClient) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.revokeAccessToken(id)),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: tokensKey });
      const before = client.getQueryData<AccessToken[]>(tokensKey);
      client.setQueryData<AccessToken[]>(tokensKey, (list) => list?.filter((token) => token.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => client.setQueryData(tokensKey, context?.before),
  });
}
