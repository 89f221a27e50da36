import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server handing out fixed bodies by path, for image_url tests. */
export class ImageServer {
  private readonly routes = new Map<string, { type: string; body: Buffer }>();
  private server: Server | null = null;
  base = '';

  serve(path: string, type: string, body: Buffer): string {
    this.routes.set(path, { type, body });
    return `${this.base}${path}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path.startsWith('/redirect-to')) {
        res.writeHead(302, { location: path.slice('/redirect-to'.length) }).end();
        return;
      }
      const route = this.routes.get(path);
      if (!route) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': route.type, 'content-length': route.body.length }).end(route.body);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
