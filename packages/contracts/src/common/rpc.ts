/**
 * A request-reply call over NATS: its subject (`<service>.<entity>.<verb>`), the schema its payload
 * is validated with (by the caller before sending and by the service on receipt) and the schema of
 * its reply (types and documentation; replies are not re-validated at run time).
 */
import type { z } from 'zod';

export interface RpcDefinition<S extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  subject: string;
  schema: S;
  reply: R;
}

export function rpc<S extends z.ZodType, R extends z.ZodType>(
  subject: string,
  schema: S,
  reply: R,
): RpcDefinition<S, R> {
  return { subject, schema, reply };
}

/** What a caller sends. */
export type RpcPayload<D> = D extends RpcDefinition<infer S, z.ZodType> ? z.input<S> : never;
/** What a handler receives, after validation (defaults applied). */
export type RpcInput<D> = D extends RpcDefinition<infer S, z.ZodType> ? z.output<S> : never;
/** What a handler answers and a caller gets back. */
export type RpcReply<D> = D extends RpcDefinition<z.ZodType, infer R> ? z.output<R> : never;

/** The service a subject belongs to: its first segment, also its NATS queue group. */
export function serviceOf(subject: string): string {
  return subject.slice(0, subject.indexOf('.'));
}
