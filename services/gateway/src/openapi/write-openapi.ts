/** `npm run openapi -w services/gateway`: writes openapi.json (the published API) from the contracts. */
import { writeFile } from 'node:fs/promises';
import { loadResourceRegistry } from '../resources/resource-registry.js';
import { buildOpenApiDocument } from './openapi-document.js';

export const OPENAPI_FILE = new URL('../../openapi.json', import.meta.url);

export async function renderOpenApi(): Promise<string> {
  return `${JSON.stringify(buildOpenApiDocument(await loadResourceRegistry()), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(OPENAPI_FILE, await renderOpenApi());
  console.log(`wrote ${OPENAPI_FILE.pathname}`);
}
