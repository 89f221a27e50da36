/**
 * The gateway's API as an OpenAPI 3.1 document, generated from the same zod contracts that
 * validate every request, so the document cannot say what the gateway does not do. Committed as
 * services/gateway/openapi.json; a test fails when that file is out of date.
 */
import {
  CSRF_HEADER,
  healthReplySchema,
  meSchema,
  pinSchema,
  SESSION_COOKIE,
  type ResourceAction,
  type ResourceActionContract,
} from '@pinboard/contracts';
import { z } from 'zod';
import type { RegisteredResource } from '../resources/resource.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

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

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
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
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success.',
      content: json(envelope(contract.paged ? { type: 'array', items: reply } : reply, contract.paged)),
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
  const me = {
    summary: 'The signed-in user.',
    tags: ['v3'],
    security: [{ session: [] }],
    responses: {
      '200': { description: 'Success.', content: json(envelope(jsonSchema(meSchema, 'output'))) },
      '401': failure('No session.'),
    },
  };
  paths['/v3/users/me/'] = {
    get: { ...me, operationId: 'v3_me_get' },
    post: { ...me, operationId: 'v3_me_post', parameters: [{ $ref: '#/components/parameters/CsrfToken' }] },
  };
  paths['/v3/pins/{id}/'] = {
    get: {
      operationId: 'v3_pin_get',
      summary: 'A Pin, uncached (Cache-Control: no-store).',
      tags: ['v3'],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,18}$' } },
      ],
      responses: {
        '200': { description: 'Success.', content: json(envelope(jsonSchema(pinSchema, 'output'))) },
        '404': failure('No such Pin (or not visible to you).'),
      },
    },
  };
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
        'The gateway: the one HTTP entry of Pinboard. Resource calls answer {"resource_response": {status, data, error, bookmark?}} with the HTTP status of error.http_status. Unsafe requests need the X-CSRFToken header to echo the csrftoken cookie.',
    },
    paths,
    components: {
      schemas: {
        ApiError: apiError,
        FailureEnvelope: envelope({ type: 'null' }),
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
          description: 'Set by sign-up and login.',
        },
      },
    },
  };
}
