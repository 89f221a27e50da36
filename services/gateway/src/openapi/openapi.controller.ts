import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RegisteredResource } from '../resources/resource.js';
import { RESOURCES } from '../tokens.js';
import { buildOpenApiDocument } from './openapi-document.js';

/** Swagger UI (from swagger-ui-dist, served at /api-docs/assets/) reading /openapi.json. */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pinboard API</title>
    <link rel="stylesheet" href="/api-docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api-docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api-docs/init.js"></script>
  </body>
</html>
`;

@Controller()
export class OpenApiController {
  private readonly document: unknown;

  constructor(@Inject(RESOURCES) registry: ReadonlyMap<string, RegisteredResource>) {
    this.document = buildOpenApiDocument(registry);
  }

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  openApi(): unknown {
    return this.document;
  }

  /** The page's one script of its own, as a file: the content security policy allows no inline script. */
  @Get('api-docs/init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  docsScript(): string {
    return "window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n";
  }

  @Get('api-docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  docs(): string {
    return DOCS_PAGE;
  }
}
