/** The /v5 paths in the OpenAPI document, from the same contracts that validate them. */
import {
  ADS_BATCH_MAX,
  ANALYTICS_DAYS_MAX,
  ANALYTICS_HOUR_DAYS_MAX,
  ANALYTICS_COLUMNS,
  ANALYTICS_IDS_MAX,
  analyticsRowsSchema,
  adAccountSchema,
  adsPageSchema,
  listAdAccountsOptions,
  batchReplySchema,
  createAdAccountOptions,
  CSRF_HEADER,
  type ScopeFamily,
} from '@pinboard/contracts';
import { z } from 'zod';
import { json, jsonSchema, type JsonSchema } from '../openapi/json-schema.js';
import { ANALYTICS_KINDS } from './v5-analytics-kinds.js';
import { OBJECT_KINDS } from './v5-objects.js';

const v5Error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/V5Error' }),
});

/** A v5 error: the numeric code and a message. */
export const V5_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
};

/** A path's id parameter: digits within BIGINT. */
const idParameter = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,18}$' },
});
const adAccountIdParameter = idParameter('ad_account_id');
const csrf = {
  name: CSRF_HEADER,
  in: 'header',
  required: false,
  description: "With the session cookie: the csrftoken cookie's value. Not with an access token.",
  schema: { type: 'string' },
};

/** Each field of a list's query string as a parameter; lists are repeated or comma-joined. */
function queryParameters(query: z.ZodType): unknown[] {
  const shape = jsonSchema(query, 'input') as { properties?: Record<string, JsonSchema> };
  return Object.entries(shape.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema,
  }));
}

export function operation(
  operationId: string,
  summary: string,
  /** null: no content (204). */
  answer: z.ZodType | null,
  more: {
    /** Which scopes the call takes (ads unless told). */
    family?: ScopeFamily;
    /** What a 404 means here (an ad account unless told). */
    notFound?: string;
    write?: boolean;
    inAccount?: boolean;
    /** Other ids in the path, by name. */
    ids?: readonly string[];
    query?: z.ZodType;
    body?: JsonSchema;
    status?: string;
  },
): JsonSchema {
  const parameters = [
    ...(more.inAccount ? [adAccountIdParameter] : []),
    ...(more.ids ?? []).map(idParameter),
    ...(more.write ? [csrf] : []),
    ...(more.query ? queryParameters(more.query) : []),
  ];
  const family = more.family ?? 'ads';
  return {
    operationId,
    summary,
    tags: [`v5 ${family}`],
    security: [{ session: [] }, { access_token: [`${family}:${more.write ? 'write' : 'read'}`] }],
    ...(parameters.length ? { parameters } : {}),
    ...(more.body ? { requestBody: { required: true, content: json(more.body) } } : {}),
    responses: {
      [more.status ?? '200']: answer
        ? { description: 'Success.', content: json(jsonSchema(answer, 'output')) }
        : { description: 'Success: no content.' },
      '400': v5Error('The request is not valid: the message says which and why.'),
      '401': v5Error('No session, or an access token that is unknown, expired or revoked.'),
      '403': v5Error(
        family === 'ads'
          ? 'Not a business account, a role that may not do this, an access token without the scope, or no X-CSRFToken.'
          : 'Not yours to change, an access token without the scope, or no X-CSRFToken.',
      ),
      '404': v5Error(more.notFound ?? 'No such ad account, or you have no role on it.'),
    },
  };
}

const batchBody = (item: z.ZodType): JsonSchema => ({
  type: 'array',
  minItems: 1,
  maxItems: ADS_BATCH_MAX,
  items: jsonSchema(item, 'input'),
});

/** Every analytics parameter is required (as in v5); dates and columns say what they take. */
function withAnalyticsParameters(get: JsonSchema): JsonSchema {
  const parameters = (get.parameters ?? []) as {
    name: string;
    in: string;
    required: boolean;
    schema: JsonSchema;
  }[];
  const columns = { type: 'string', enum: [...ANALYTICS_COLUMNS] };
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    parameter.required = true;
    if (parameter.name.endsWith('_date')) parameter.schema = { type: 'string', format: 'date' };
    if (parameter.name === 'columns') {
      parameter.schema = { anyOf: [{ type: 'array', items: columns }, { type: 'string' }] };
    }
  }
  return get;
}

export function v5Paths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {
    '/v5/ad_accounts': {
      post: operation(
        'v5_ad_accounts_create',
        'Create an ad account (business accounts only); currency follows country.',
        adAccountSchema,
        {
          write: true,
          body: jsonSchema(createAdAccountOptions, 'input'),
          status: '201',
        },
      ),
      get: operation(
        'v5_ad_accounts_list',
        'The ad accounts you have a role on.',
        adsPageSchema(adAccountSchema),
        {
          query: listAdAccountsOptions,
        },
      ),
    },
    '/v5/ad_accounts/{ad_account_id}': {
      get: operation('v5_ad_accounts_get', 'One ad account you have a role on.', adAccountSchema, {
        inAccount: true,
      }),
    },
  };
  for (const [kind, { docs }] of Object.entries(OBJECT_KINDS)) {
    paths[`/v5/ad_accounts/{ad_account_id}/${kind}`] = {
      get: operation(`v5_${kind}_list`, `List ${docs.title}, newest first.`, adsPageSchema(docs.item), {
        inAccount: true,
        query: docs.query,
      }),
      post: operation(
        `v5_${kind}_create`,
        `Create 1 to ${ADS_BATCH_MAX} ${docs.title}: one result per object, in order.`,
        batchReplySchema(docs.item),
        { inAccount: true, write: true, body: batchBody(docs.createItem) },
      ),
      patch: operation(
        `v5_${kind}_update`,
        `Change 1 to ${ADS_BATCH_MAX} ${docs.title}, each named by its id: one result per object, in order.`,
        batchReplySchema(docs.item),
        { inAccount: true, write: true, body: batchBody(docs.updateItem) },
      ),
    };
  }
  for (const [kind, { query, title }] of Object.entries(ANALYTICS_KINDS)) {
    const get = operation(
      `v5_${kind}_analytics`,
      `Analytics of 1 to ${ANALYTICS_IDS_MAX} ${title} (UTC days, at most ${ANALYTICS_DAYS_MAX} apart; ${ANALYTICS_HOUR_DAYS_MAX} with granularity HOUR): one row per id (and DATE: the day, or the hour as 2026-11-25T14:00:00Z), with the columns asked for. Spend in micro-currency of the ad account; CTR a fraction; a ratio with nothing to divide by is null; ids with no events have no row.`,
      analyticsRowsSchema,
      { inAccount: true, query },
    );
    paths[`/v5/ad_accounts/{ad_account_id}/${kind}/analytics`] = { get: withAnalyticsParameters(get) };
  }
  return paths;
}
