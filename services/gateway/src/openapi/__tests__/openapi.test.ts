import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import 'reflect-metadata';
import { AccessTokensController } from '../../access-tokens/access-tokens.controller.js';
import { V3Controller } from '../../v3/v3.controller.js';
import { loadResourceRegistry } from '../../resources/resource-registry.js';
import { OPENAPI_FILE, renderOpenApi } from '../write-openapi.js';

interface Operation {
  operationId: string;
  parameters?: {
    name?: string;
    content?: Record<string, { schema: { properties: { options: unknown } } }>;
  }[];
  requestBody?: { content: Record<string, { schema: { properties: { options?: unknown } } }> };
  responses: Record<string, unknown>;
}

describe('the published API (openapi.json)', () => {
  it('is what the contracts generate: run `npm run openapi -w services/gateway` after changing a resource', async () => {
    const published = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
    assert.equal(published, await renderOpenApi());
  });

  it('documents every resource action with the schema its options are validated with', async () => {
    const document = JSON.parse(await renderOpenApi()) as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    };
    assert.equal(document.openapi, '3.1.0');
    const registry = await loadResourceRegistry();
    let actions = 0;
    for (const resource of registry.values()) {
      for (const [action, def] of Object.entries(resource.actions)) {
        actions++;
        const path = document.paths[`/resource/${resource.name}/${action}/`];
        const operation = path?.[action === 'get' ? 'get' : 'post'];
        assert.ok(operation, `${resource.name} ${action} is documented`);
        assert.ok(operation.responses['200']);
        const wrapper =
          action === 'get'
            ? operation.parameters?.find((p) => p.name === 'data')?.content?.['application/json']?.schema
            : operation.requestBody?.content['application/json']?.schema;
        const { $schema: _dialect, ...expected } = z.toJSONSchema(def!.contract.options, {
          io: 'input',
          unrepresentable: 'any',
        }) as Record<string, unknown>;
        assert.deepEqual(wrapper?.properties.options, expected, `${resource.name} ${action} options`);
      }
    }
    assert.ok(actions >= 12, `found ${actions} actions`);
  });

  it('documents every /v3/ route the gateway answers (access tokens included)', async () => {
    const document = JSON.parse(await renderOpenApi()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = [V3Controller, AccessTokensController].flatMap((controller) => {
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
      return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
        const handler = (controller.prototype as unknown as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') return [];
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (typeof path !== 'string') return [];
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!.toLowerCase();
        const full = [base, path].filter((part) => part && part !== '/').join('/');
        return [{ path: `/${full.replace(/:id/g, '{id}')}/`, method }];
      });
    });
    assert.ok(routes.length >= 10, `found ${routes.length} routes`);
    for (const { path, method } of routes) {
      assert.ok(document.paths[path]?.[method], `${method.toUpperCase()} ${path} is documented`);
    }
  });
});
