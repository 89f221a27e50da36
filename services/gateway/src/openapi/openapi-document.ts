/**
 * The gateway's API as an OpenAPI 3.1 document, generated from the same zod contracts that
 * validate every request, so the document cannot say what the gateway does not do. Committed as
 * services/gateway/openapi.json; a test fails when that file is out of date.
 */
import {
  AdsTexts,
  autocompleteItemSchema,
  autocompleteOptions,
  offsiteCheckOptions,
  offsiteCheckSchema,
  boardFollowStateSchema,
  BoardTexts,
  boardTitleSuggestionSchema,
  CSRF_HEADER,
  followUsersOptions,
  healthReplySchema,
  LoginTexts,
  meSchema,
  pinCloseupSchema,
  PinTexts,
  quickPromoteOptions,
  quickPromoteReplySchema,
  userFollowStateSchema,
  SESSION_COOKIE,
  SECURE_COOKIE_PREFIX,
  CSRF_COOKIE,
  updateMeOptions,
  type AccessTokenScope,
  type ResourceAction,
  type ResourceActionContract,
} from '@pinboard/contracts';
import { z } from 'zod';
import { ACCESS_TOKEN_CALLS } from '../access-tokens/access-tokens-openapi.js';
import { AD_EVENT_CALLS } from '../ad-events/ad-events-openapi.js';
import { UPLOAD_CALLS } from '../uploads/uploads-openapi.js';
import type { RegisteredResource } from '../resources/resource.js';
import { v5BillingPaths } from '../v5/v5-billing-openapi.js';
import { v5BusinessAccessPaths } from '../v5/v5-business-access-openapi.js';
import { v5ContentPaths } from '../v5/v5-content-openapi.js';
import { V5_ERROR_SCHEMA, v5Paths } from '../v5/v5-openapi.js';
import { json, jsonSchema, type JsonSchema } from './json-schema.js';

const apiError: JsonSchema = {
  type: 'object',
  required: ['http_status', 'message', 'message_detail', 'api_error_code'],
  properties: {
    http_status: { type: 'integer' },
    message: { type: 'string' },
    message_detail: { type: ['string', 'null'] },
    api_error_code: { type: 'integer' },
  },
};

function envelope(data: JsonSchema, paged = false): JsonSchema {
  return {
    type: 'object',
    required: ['resource_response'],
    properties: {
      resource_response: {
        type: 'object',
        required: ['status', 'data', 'error'],
        properties: {
          status: { type: 'string', enum: ['success', 'failure'] },
          data: data,
          error: { anyOf: [{ $ref: '#/components/schemas/ApiError' }, { type: 'null' }] },
          ...(paged
            ? {
                bookmark: {
                  type: 'string',
                  description: "Where the next page starts; '-end-' on the last page.",
                },
              }
            : {}),
        },
      },
    },
  };
}

const failure = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/FailureEnvelope' }),
});

function optionsWrapper(contract: ResourceActionContract): JsonSchema {
  return {
    type: 'object',
    properties: {
      options: jsonSchema(contract.options, 'input'),
      context: { type: 'object', description: 'Sent by the web app; ignored.' },
    },
    description: 'field_set_key, where a client sends it, is accepted and ignored.',
  };
}

function operation(name: string, action: ResourceAction, contract: ResourceActionContract): JsonSchema {
  const reply = jsonSchema(contract.reply, 'output');
  const list = { type: 'array', items: reply };
  const data = !contract.paged
    ? reply
    : contract.listKey
      ? { type: 'object', required: [contract.listKey], properties: { [contract.listKey]: list } }
      : list;
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success.',
      content: json(envelope(data, contract.paged)),
    },
    '400': failure('The options are not valid: the message says which and why.'),
    '404': failure('Unknown resource or action, or what it names does not exist (or is not visible to you).'),
    '503': failure('A service behind the gateway is temporarily unavailable.'),
  };
  if (contract.login) responses['401'] = failure(`No session: "${contract.login}".`);
  if (action !== 'get') responses['403'] = failure('No or wrong X-CSRFToken, or not yours to change.');
  const common = {
    operationId: `${name}_${action}`,
    summary: contract.summary,
    tags: [name],
    responses,
    ...(contract.login ? { security: [{ session: [] }] } : {}),
  };
  if (action === 'get') {
    return {
      ...common,
      parameters: [
        {
          name: 'data',
          in: 'query',
          required: false,
          description: 'JSON: {"options": {...}}',
          content: json(optionsWrapper(contract)),
        },
      ],
    };
  }
  return {
    ...common,
    parameters: [{ $ref: '#/components/parameters/CsrfToken' }],
    requestBody: {
      required: false,
      content: {
        ...json(optionsWrapper(contract)),
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: { data: { type: 'string', description: 'The same JSON, as text.' } },
          },
        },
      },
    },
  };
}

/** One of the /v3/ calls of SPEC §7 (the v3 controller): a path, what it answers, who may call it. */
export interface V3Call {
  method: 'get' | 'post' | 'put' | 'delete';
  operationId: string;
  summary: string;
  reply: z.ZodType;
  /** The 401 text when the call needs a session. */
  login?: string;
  /** The 404 text when the path's id names nothing (or nothing visible to you). */
  notFound?: string;
  /** Query parameters (a PUT also takes them as a JSON or form body). */
  query?: z.ZodType;
  /** A JSON or form body. */
  body?: z.ZodType;
  /** A multipart body of one file, in the field `file` (an upload). */
  file?: true;
  /** The call also takes a personal access token with this scope (Authorization: Bearer). */
  accessToken?: AccessTokenScope;
}

const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,18}$' },
};

const V3_CALLS: Record<string, V3Call[]> = {
  '/v3/users/me/': [
    {
      method: 'get',
      operationId: 'v3_me_get',
      summary: 'The signed-in user.',
      reply: meSchema,
      login: 'No session.',
    },
    {
      method: 'post',
      operationId: 'v3_me_post',
      summary:
        'Changes the signed-in user: account_type "business" with a business_name makes a business (partner) account. An empty body changes nothing.',
      reply: meSchema,
      login: 'No session.',
      body: updateMeOptions,
    },
  ],
  '/v3/users/follow/': [
    {
      method: 'put',
      operationId: 'v3_users_follow',
      summary: 'Follow several people at once (all or none); those already followed stay so.',
      reply: z.array(userFollowStateSchema),
      login: LoginTexts.toFollow,
      query: followUsersOptions,
    },
  ],
  '/v3/pins/{id}/': [
    {
      method: 'get',
      operationId: 'v3_pin_get',
      summary: 'A Pin, uncached (Cache-Control: no-store).',
      reply: pinCloseupSchema,
      notFound: PinTexts.notFound,
    },
  ],
  '/v3/pins/{id}/board_title_suggestions/': [
    {
      method: 'get',
      operationId: 'v3_pin_board_title_suggestions',
      summary: 'Names for a new board to save this Pin to.',
      reply: z.array(boardTitleSuggestionSchema),
      notFound: PinTexts.notFound,
    },
  ],
  '/v3/search/autocomplete/': [
    {
      method: 'get',
      operationId: 'v3_search_autocomplete',
      summary: 'Queries that start with q (at most 5), each with its Pin count when show_pin_count is set.',
      reply: z.array(autocompleteItemSchema),
      query: autocompleteOptions,
    },
  ],
  '/v3/offsite/': [
    {
      method: 'get',
      operationId: 'v3_offsite_check',
      summary:
        'Whether a link may be opened from the product (SPEC §7): redirect_status ok, or blocked, suspicious or porn (not opened); with pin_id, whether it is that Pin’s link.',
      reply: offsiteCheckSchema,
      query: offsiteCheckOptions,
    },
  ],
  '/ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/': [
    {
      method: 'post',
      operationId: 'quick_promote',
      summary:
        'Quick promote (SPEC §3): a campaign, its ad group and the ad promoting the Pin, in one go; answers the three. Needs a role that may write on the ad account.',
      reply: quickPromoteReplySchema,
      login: 'No session.',
      notFound: AdsTexts.adAccountNotFound,
      body: quickPromoteOptions,
    },
  ],
  '/v3/boards/{id}/follow/': [
    {
      method: 'put',
      operationId: 'v3_board_follow',
      summary: 'Follow a board you can see and do not own.',
      reply: boardFollowStateSchema,
      login: LoginTexts.toFollow,
      notFound: BoardTexts.notFound,
    },
    {
      method: 'delete',
      operationId: 'v3_board_unfollow',
      summary: 'Stop following a board.',
      reply: boardFollowStateSchema,
      login: LoginTexts.toUnfollow,
      notFound: BoardTexts.notFound,
    },
  ],
  ...ACCESS_TOKEN_CALLS,
  ...AD_EVENT_CALLS,
  ...UPLOAD_CALLS,
};

/** Path ids that are not numbers. */
const ID_PATTERNS: Record<string, string> = { upload_id: '^[0-9a-f]{32}$' };

/** The path's ids ('{id}', '{advertiserId}'…) as parameters. */
function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const pattern = ID_PATTERNS[name];
    return { ...idParameter, name, ...(pattern && { schema: { type: 'string', pattern } }) };
  });
}

/** A multipart body of one file (uploads). */
const fileBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
        additionalProperties: { type: 'string' },
      },
    },
  },
};

function v3Operation(call: V3Call, path: string): JsonSchema {
  const responses: Record<string, unknown> = {
    '200': { description: 'Success.', content: json(envelope(jsonSchema(call.reply, 'output'))) },
  };
  if (call.query || call.body || call.file)
    responses['400'] = failure('The parameters are not valid: the message says which and why.');
  if (call.login) responses['401'] = failure(`No session: "${call.login}".`);
  if (call.method !== 'get') responses['403'] = failure('No or wrong X-CSRFToken, or not allowed.');
  if (call.notFound) responses['404'] = failure(`"${call.notFound}"`);
  const parameters: unknown[] = pathParameters(path);
  if (call.method !== 'get') parameters.push({ $ref: '#/components/parameters/CsrfToken' });
  if (call.query) {
    const shape = jsonSchema(call.query, 'input') as { properties?: Record<string, JsonSchema> };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      parameters.push({ name, in: 'query', required: true, schema });
    }
  }
  return {
    operationId: call.operationId,
    summary: call.summary,
    tags: ['v3'],
    ...(call.login
      ? {
          security: [{ session: [] }, ...(call.accessToken ? [{ access_token: [call.accessToken] }] : [])],
        }
      : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.body ? { requestBody: { required: false, content: json(jsonSchema(call.body, 'input')) } } : {}),
    ...(call.file ? { requestBody: fileBody } : {}),
    responses,
  };
}

function v3Paths(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(V3_CALLS).map(([path, calls]) => [
      path,
      Object.fromEntries(calls.map((call) => [call.method, v3Operation(call, path)])),
    ]),
  );
}

export function buildOpenApiDocument(registry: ReadonlyMap<string, RegisteredResource>): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const resource of [...registry.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const [action, def] of Object.entries(resource.actions) as [
      ResourceAction,
      { contract: ResourceActionContract },
    ][]) {
      paths[`/resource/${resource.name}/${action}/`] = {
        [action === 'get' ? 'get' : 'post']: operation(resource.name, action, def.contract),
      };
    }
  }
  Object.assign(paths, v3Paths(), v5Paths(), v5BillingPaths(), v5BusinessAccessPaths(), v5ContentPaths());
  paths['/health'] = {
    get: {
      operationId: 'health',
      summary:
        'Redis, NATS and every service (each with its own dependencies): 200 up, 503 when a part is down.',
      tags: ['operations'],
      responses: {
        '200': {
          description: 'Every part is up.',
          content: json({ type: 'object', additionalProperties: jsonSchema(healthReplySchema, 'output') }),
        },
        '503': { description: 'A part is down; the body says which.' },
      },
    },
  };
  paths['/runtime-config.json'] = {
    get: {
      operationId: 'runtime_config',
      summary: "Where the shell loads each remote's manifest from, by federation name.",
      tags: ['operations'],
      responses: {
        '200': {
          description: 'Success.',
          content: json({
            type: 'object',
            properties: { remotes: { type: 'object', additionalProperties: { type: 'string' } } },
          }),
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pinboard API',
      version: '1',
      description:
        'The gateway: the one HTTP entry of Pinboard. Resource calls answer {"resource_response": {status, data, error, bookmark?}} with the HTTP status of error.http_status. The advertiser API and the Pins, media and boards paths under /v5 answer as Pinterest\'s API v5 does: plain JSON, errors as {"code", "message"}. Unsafe requests need the X-CSRFToken header to echo the csrftoken cookie, except /v5 calls (and uploads) with a personal access token (Authorization: Bearer).',
    },
    paths,
    components: {
      schemas: {
        ApiError: apiError,
        FailureEnvelope: envelope({ type: 'null' }),
        V5Error: V5_ERROR_SCHEMA,
      },
      parameters: {
        CsrfToken: {
          name: CSRF_HEADER,
          in: 'header',
          required: true,
          description: 'The value of the csrftoken cookie (double-submit CSRF protection).',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `Set by sign-up and login; named ${SECURE_COOKIE_PREFIX}${SESSION_COOKIE} (and the CSRF cookie ${SECURE_COOKIE_PREFIX}${CSRF_COOKIE}) where cookies are Secure: over https and on any host but localhost.`,
        },
        access_token: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A personal access token (POST /v3/users/me/access_tokens/), on the /v5 paths and an upload's URL only, with the scope of the path: pins:read and pins:write for /v5/pins and /v5/media (and posting an upload's file), boards:read and boards:write for /v5/boards, ads:read and ads:write for the rest; the write scope also reads. No X-CSRFToken needed.",
        },
      },
    },
  };
}
