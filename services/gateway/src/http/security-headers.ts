import type { FastifyInstance } from 'fastify';
import type { ServedRemote } from '../static/remotes.js';

/**
 * Where scripts may come from: this origin, and the origins of remotes served elsewhere
 * (MFE_<X>_MANIFEST_URL), whose manifests the shell reads and whose chunks it runs.
 */
export function contentSecurityPolicy(remotes: readonly Pick<ServedRemote, 'manifestUrl'>[]): string {
  const elsewhere = [
    ...new Set(
      remotes.flatMap(({ manifestUrl }) => {
        try {
          return /^https?:\/\//.test(manifestUrl) ? [new URL(manifestUrl).origin] : [];
        } catch {
          return [];
        }
      }),
    ),
  ];
  const code = ["'self'", ...elsewhere].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `connect-src ${code}`,
    // Gestalt and the charts set style attributes; Pins' pictures may come from the pages they were
    // made from (create from a page) as well as from here.
    `style-src ${code} 'unsafe-inline'`,
    "img-src 'self' data: blob: https: http:",
    // Video Pins from here; a video being made into a Pin is shown from its file (blob:) first.
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers every answer carries: a content security policy (scripts from here and the remotes
 * only, never framed), no MIME sniffing, no full address sent to other sites; and a JSON answer
 * that says nothing of its caching is not stored anywhere (it may be someone's own).
 */
export function registerSecurityHeaders(fastify: FastifyInstance, remotes: readonly ServedRemote[]): void {
  const policy = contentSecurityPolicy(remotes);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
