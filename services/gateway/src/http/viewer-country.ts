import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { countryCodeOf, withViewerCountry } from '@pinboard/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The region of the first (preferred) language of an Accept-Language header: `en-GB` is GB,
 * `zh-Hant-TW` TW; a language with no region (`de`) or a numeric one (`es-419`) tells nothing.
 */
export function regionOfAcceptLanguage(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  if (!first) return null;
  const [, ...subtags] = first.split('-');
  return countryCodeOf(subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag)));
}

/**
 * Where a request comes from, for ad targeting by country: the edge's header when the operator
 * names one (GEO_COUNTRY_HEADER) and it tells, else the preferred language's region; null when
 * neither tells. No IP database is shipped: a deployment that needs more sets its edge's header.
 */
export function countryOfRequest(
  headers: FastifyRequest['headers'],
  edgeHeader: string | undefined,
): string | null {
  const fromEdge = edgeHeader ? countryCodeOf(headerValue(headers[edgeHeader])) : null;
  return fromEdge ?? regionOfAcceptLanguage(headerValue(headers['accept-language']));
}

/** Runs each handler for the request's country, which every call it makes then carries (service-kit). */
@Injectable()
export class ViewerCountryInterceptor implements NestInterceptor {
  constructor(private readonly edgeHeader: string | undefined) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = ctx.switchToHttp().getRequest<FastifyRequest>();
    // Nest binds the handler to the async context current when handle() is called.
    return withViewerCountry(countryOfRequest(request.headers, this.edgeHeader), () => next.handle());
  }
}
