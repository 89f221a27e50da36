/** The personal access token paths in the OpenAPI document, from the contracts that validate them. */
import {
  ACCESS_TOKEN_SCOPES,
  accessTokenSchema,
  AccessTokenTexts,
  createAccessTokenOptions,
  createdAccessTokenSchema,
} from '@pinboard/contracts';
import { z } from 'zod';
import type { V3Call } from '../openapi/openapi-document.js';

export const ACCESS_TOKEN_CALLS: Record<string, V3Call[]> = {
  '/v3/users/me/access_tokens/': [
    {
      method: 'get',
      operationId: 'v3_access_tokens_list',
      summary:
        'Your personal access tokens, newest first (expired ones for 30 days after), never their secrets.',
      reply: z.array(accessTokenSchema),
      login: 'No session.',
    },
    {
      method: 'post',
      operationId: 'v3_access_tokens_create',
      summary: `A personal access token for scripts on the /v5 paths (Authorization: Bearer <token>): name, scopes (${ACCESS_TOKEN_SCOPES.join(', ')}: pins for /v5/pins and /v5/media, boards for /v5/boards, ads for the advertiser paths; a write scope also reads), expires_in_days (1 to 365, a year unless told). data.token is the secret, shown this once.`,
      reply: createdAccessTokenSchema,
      login: 'No session.',
      body: createAccessTokenOptions,
    },
  ],
  '/v3/users/me/access_tokens/{id}/': [
    {
      method: 'delete',
      operationId: 'v3_access_tokens_revoke',
      summary: 'Revoke one of your access tokens, at once; revoking again answers the same.',
      reply: accessTokenSchema,
      login: 'No session.',
      notFound: AccessTokenTexts.notFound,
    },
  ],
};
