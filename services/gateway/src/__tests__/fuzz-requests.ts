/**
 * Malformed requests for every operation of the gateway's OpenAPI document (the one it serves,
 * generated from the zod contracts that validate requests). Each request is built valid from the
 * operation's schemas and then broken on purpose in at least one place: a field of the wrong type
 * or out of its bounds, an id past Postgres's BIGINT, a path or query parameter that cannot be,
 * or a body that is no request at all (malformed, deeply nested, oversized, mislabelled, not
 * UTF-8). So every answer must be a 4xx (or, for a batch, every item refused), never a write.
 */
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  $ref?: string;
};

interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: JsonSchema;
  content?: Record<string, { schema: JsonSchema }>;
}

interface OperationDoc {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface Operation {
  method: string;
  path: string;
  /** `/resource/...` calls carry `{options}` (a GET in `?data=`); others are plain JSON. */
  resource: boolean;
  pathParams: string[];
  query: Parameter[];
  /** The body's schema, or for a resource GET the `data` parameter's. */
  body?: JsonSchema;
  /** A batch (v5 POST/PATCH, ad events): may answer 200 with every item refused. */
  batch: boolean;
}

export interface FuzzRequest {
  operation: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What was broken, for the failure message. */
  broken: string;
}

/** Operations with nothing a client sends (or only health and config): nothing to break. */
const SKIPPED = new Set(['/health', '/runtime-config.json']);

export function operationsOf(document: { paths: Record<string, Record<string, OperationDoc>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, ops] of Object.entries(document.paths)) {
    if (SKIPPED.has(path)) continue;
    for (const [method, op] of Object.entries(ops)) {
      if (method === 'parameters') continue;
      const params = (op.parameters ?? []).filter((p) => p.name && p.in);
      const resource = path.startsWith('/resource/');
      const upper = method.toUpperCase();
      const dataParam = params.find((p) => p.in === 'query' && p.name === 'data');
      const body =
        resource && upper === 'GET'
          ? dataParam?.content?.['application/json']?.schema
          : op.requestBody?.content['application/json']?.schema;
      found.push({
        method: upper,
        path,
        resource,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name!),
        query: params.filter((p) => p.in === 'query' && p.name !== 'data'),
        body,
        batch:
          body?.type === 'array' ||
          path === '/v3/ads/events/' ||
          // v5 business access: each access of `accesses` succeeds or fails alone.
          body?.properties?.accesses !== undefined,
      });
    }
  }
  // A call with no parameter and no body (GET /v3/users/me/) has nothing to break.
  return found.filter((op) => op.pathParams.length > 0 || op.query.length > 0 || op.body !== undefined);
}

/** A seeded generator (pure-rand's xoroshiro128+), so that a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => unsafeUniformIntDistribution(0, 2 ** 30 - 1, generator) / 2 ** 30;
}

const ID_PATTERN = '^[1-9][0-9]{0,18}$';
const PAST_BIGINT = '9223372036854775808';

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function typesOf(schema: JsonSchema): Set<string> | null {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = typesOf(branch);
      if (!types) return null;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  if (schema.enum) return new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)));
  if (schema.type === undefined) return null;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number');
  return types;
}

export class RequestFuzzer {
  constructor(
    private readonly random: () => number,
    /** Ids of things that exist (the person's board, Pin, ad account...): valid values for ids. */
    private readonly ids: Record<string, string>,
  ) {}

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private idFor(name: string): string {
    const key = Object.keys(this.ids).find((k) => name.includes(k));
    return key ? this.ids[key]! : this.pick(Object.values(this.ids));
  }

  /** A value the schema accepts (as far as the document tells). */
  valid(schema: JsonSchema, name = ''): unknown {
    if (schema.default !== undefined && this.chance(0.3)) return schema.default;
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) {
      const nonNull = branches.filter((b) => b.type !== 'null');
      return this.valid(nonNull[0] ?? branches[0]!, name);
    }
    if (schema.enum) return schema.enum[0];
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'string':
        if (schema.pattern === ID_PATTERN) return this.idFor(name);
        if (schema.format === 'date-time') return new Date().toISOString();
        if (schema.format === 'date' || /date$/.test(name)) return new Date().toISOString().slice(0, 10);
        if (schema.format === 'uuid') return crypto.randomUUID();
        if (/url|link/.test(name)) return 'https://example.com/fuzz';
        return 'fuzz'.padEnd(Math.max(schema.minLength ?? 1, 4), 'z').slice(0, schema.maxLength ?? 100);
      case 'integer':
      case 'number':
        return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
      case 'boolean':
        return true;
      case 'null':
        return null;
      case 'array':
        return Array.from({ length: schema.minItems ?? 0 }, () => this.valid(schema.items ?? {}, name));
      case 'object': {
        const value: Record<string, unknown> = {};
        for (const key of schema.required ?? []) value[key] = this.valid(schema.properties?.[key] ?? {}, key);
        return value;
      }
      default:
        return 'fuzz';
    }
  }

  /** A value the schema refuses, or undefined when it accepts anything. */
  wrong(schema: JsonSchema, name = ''): unknown {
    const types = typesOf(schema);
    if (!types) return undefined;
    const single = !(schema.anyOf ?? schema.oneOf) ? schema : undefined;
    const inType: unknown[] = [];
    if (single?.enum)
      inType.push(`NOT_${String(single.enum[0])}`, '', String(single.enum[0]).toLowerCase() + '?');
    if (single && !single.enum && types.has('string')) {
      if (single.pattern === ID_PATTERN)
        inType.push(PAST_BIGINT, '99999999999999999999', '0', '-1', '1e3', ' 1', '１');
      if (single.maxLength !== undefined) inType.push('x'.repeat(single.maxLength + 1));
      if ((single.minLength ?? 0) > 0) inType.push('');
      if (single.format === 'date-time' || single.format === 'date') inType.push('2026-13-45', 'yesterday');
      if (single.format === 'uuid') inType.push('not-a-uuid');
    }
    if (single && (types.has('integer') || types.has('number')) && !types.has('string')) {
      if (single.maximum !== undefined) inType.push(single.maximum + 1, 1e308);
      if (single.minimum !== undefined) inType.push(single.minimum - 1, -1e308);
      if (types.has('integer') && !types.has('number')) inType.push(1.5);
    }
    if (single && types.has('array') && types.size === 1) {
      if (single.maxItems !== undefined)
        inType.push(Array.from({ length: single.maxItems + 1 }, () => this.valid(single.items ?? {}, name)));
      if ((single.minItems ?? 0) > 0) inType.push([]);
      const item = single.items ? this.wrong(single.items, name) : undefined;
      if (item !== undefined) inType.push([item]);
    }
    if (single && types.has('object') && types.size === 1 && single.additionalProperties === false) {
      inType.push({ ...(this.valid(single) as object), fuzz_unknown: 1 });
      const keys = Object.keys(single.properties ?? {});
      if (keys.length > 0) {
        const key = this.pick(keys);
        const bad = this.wrong(single.properties![key]!, key);
        if (bad !== undefined) inType.push({ ...(this.valid(single) as object), [key]: bad });
      }
    }
    const otherType: unknown[] = [];
    if (!types.has('string')) otherType.push('fuzz', PAST_BIGINT, '');
    if (!types.has('number')) otherType.push(1.2345678901234567e19, -0.5, 1e308);
    if (!types.has('boolean')) otherType.push(true, false);
    if (!types.has('null')) otherType.push(null);
    if (!types.has('array'))
      otherType.push(
        [],
        [1, 'a', null],
        Array.from({ length: 5000 }, () => 0),
      );
    if (!types.has('object')) otherType.push({}, { $gt: '' }, nested(60));
    const all = inType.length > 0 && this.chance(0.6) ? inType : [...inType, ...otherType];
    return all.length > 0 ? this.pick(all) : undefined;
  }

  /** One request for an operation, broken in at least one place. */
  request(op: Operation): FuzzRequest | null {
    const headers: Record<string, string> = {};
    const broken: string[] = [];
    const pathValues: Record<string, string> = {};
    for (const name of op.pathParams) pathValues[name] = this.idFor(name);
    const query = new URLSearchParams();
    for (const param of op.query) {
      if (param.required || this.chance(0.4))
        query.set(param.name!, String(this.valid(param.schema ?? {}, param.name!)));
    }
    let body: unknown = op.body ? this.valid(op.body) : undefined;
    if (op.resource && op.body && body === undefined) body = {};

    // What can be broken here: a path or query parameter, the body's value, or the body's bytes.
    const ways: Array<() => void> = [];
    for (const name of op.pathParams) {
      ways.push(() => {
        pathValues[name] = this.pick([
          PAST_BIGINT,
          '0',
          'abc',
          '-1',
          'x'.repeat(3000),
          '%FF',
          '%E2%80%AE1',
          '1%2F2',
          '１',
        ]);
        broken.push(`path ${name}=${pathValues[name]!.slice(0, 40)}`);
      });
    }
    for (const param of op.query) {
      const text = this.wrongText(param.schema ?? {});
      if (text === undefined || (text === '' && !param.required)) continue;
      ways.push(() => {
        query.set(param.name!, text);
        broken.push(`query ${param.name}=${text.slice(0, 40)}`);
      });
    }
    if (op.body) {
      const schema = op.resource ? op.body.properties?.options : op.body;
      if (schema) {
        ways.push(() => {
          const wrong = this.wrongBody(schema);
          // A null body, or `"options": null`, means none (the web app sends it), as a missing one does.
          if (wrong === undefined || wrong === null) return;
          body = op.resource ? { options: wrong } : wrong;
          broken.push(`body ${JSON.stringify(wrong).slice(0, 80)}`);
        });
      }
    }
    let raw: string | Uint8Array | undefined;
    if (op.body && op.method !== 'GET') {
      ways.push(() => {
        const [label, bytes, type] = this.pick<[string, string | Uint8Array, string]>([
          ['malformed JSON', '{"options": {"name": ', 'application/json'],
          ['a bare NUL', '{"options":{"name":"a\\u0000b"}}', 'application/json'],
          ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
          ['deep objects', JSON.stringify({ options: nested(200) }), 'application/json'],
          ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'],
          ['text labelled as a form', 'data=%7B%22options%22%3A', 'application/x-www-form-urlencoded'],
          ['XML', '<options><name>x</name></options>', 'application/xml'],
          [
            'prototype keys',
            '{"__proto__":{"options":{}},"constructor":{"prototype":{"x":1}}}',
            'application/json',
          ],
          ['a number', '12', 'application/json'],
          ['oversized', '', 'application/json'],
        ]);
        // Oversized bodies are slow to send: one in twenty of these.
        if (label === 'oversized' && this.chance(0.95)) return;
        raw =
          label === 'oversized' ? JSON.stringify({ options: { name: 'x'.repeat(40 * 1024 * 1024) } }) : bytes;
        headers['content-type'] = type;
        broken.push(label);
      });
    }
    if (op.resource && op.method === 'GET') {
      ways.push(() => {
        raw = undefined;
        query.set(
          'data',
          this.pick([
            '{"options":',
            '[]',
            '"x"',
            '{"options":[1]}',
            '{"options":"x"}',
            `{"options":${JSON.stringify(nested(300))}}`,
          ]),
        );
        broken.push(`data=${query.get('data')!.slice(0, 40)}`);
      });
    }
    if (ways.length === 0) return null;
    for (let tries = 0; broken.length === 0 && tries < 20; tries++) this.pick(ways)();
    if (broken.length === 0) throw new Error(`nothing broke in ${op.method} ${op.path}`);
    // Sometimes a second fault on top of the first.
    if (this.chance(0.2)) this.pick(ways)();

    if (op.resource && op.method === 'GET' && !query.has('data') && body !== undefined) {
      query.set('data', JSON.stringify(body));
    }
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name]!);
    const search = query.toString();
    const url = `${path}${search ? `?${search}` : ''}`;
    if (op.method !== 'GET' && op.method !== 'DELETE' && raw === undefined && body !== undefined) {
      raw = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    return { operation: op, method: op.method, url, headers, body: raw, broken: broken.join('; ') };
  }

  /** A query parameter's text the schema refuses (a query carries only text), if there is one. */
  private wrongText(schema: JsonSchema): string | undefined {
    const types = typesOf(schema);
    if (!types) return undefined;
    const branches = schema.anyOf ?? schema.oneOf ?? [schema];
    const texts: string[] = [];
    if (
      branches.every((b) => b.enum || b.type === 'boolean' || b.type === 'integer' || b.type === 'number')
    ) {
      texts.push('maybe', 'NOT_A_VALUE');
    }
    if (branches.length === 1) {
      const wrong = this.wrong(schema);
      if (typeof wrong === 'string' && (types.has('string') || !/^-?\d+$/.test(wrong))) texts.push(wrong);
      if (types.has('integer') && !types.has('string'))
        texts.push('1.5', '1e400', '-1', '99999999999999999999');
      if (schema.type === 'string' && schema.maxLength !== undefined)
        texts.push('x'.repeat(schema.maxLength + 1));
      if (schema.type === 'string' && schema.pattern === ID_PATTERN) texts.push(PAST_BIGINT, '0');
    }
    return texts.length > 0 ? this.pick(texts) : undefined;
  }

  /** A body the schema refuses; for a batch, every item is broken (one bad item fails alone). */
  private wrongBody(schema: JsonSchema): unknown {
    if (schema.type === 'array' && schema.items && this.chance(0.5)) {
      const count = 1 + Math.floor(this.random() * 3);
      const items = Array.from({ length: count }, () => this.wrong(schema.items!));
      if (items.every((i) => i !== undefined)) return items;
    }
    if (schema.type === 'object' && schema.properties?.events?.type === 'array' && this.chance(0.5)) {
      const events = schema.properties.events;
      const item = events.items ? this.wrong(events.items) : undefined;
      if (item !== undefined) return { events: [item] };
    }
    return this.wrong(schema);
  }
}
