/**
 * Domain events: past-tense subjects (`pins.pin.saved`) on the JetStream stream DOMAIN_EVENTS. The
 * publisher adds event_id and occurred_at; consumers parse with the same schema (extra fields are
 * ignored, so a newer publisher does not break an older consumer).
 */
import { z } from 'zod';

export const DOMAIN_EVENTS_STREAM = 'DOMAIN_EVENTS';

/**
 * The durable consumers of the stream, by the service that runs them (`@EventConsumer(name)`; the
 * durable is `<service>-<name>`). The bus lets each service's user reach its own alone
 * (service-kit's nats-permissions.ts), and a service refuses to start a consumer not listed here.
 */
export const EVENT_CONSUMERS: Readonly<Record<string, readonly string[]>> = {
  ads: ['reporting', 'billing'],
  billing: ['spend'],
  boards: ['blocks', 'pin-stats'],
  feed: ['home-feed', 'pin-docs'],
  offsite: ['links'],
  pins: ['board-copies', 'link-products'],
  search: ['index'],
};

/** A consumer's durable name on the stream. */
export function eventConsumerDurable(service: string, name: string): string {
  return `${service}-${name}`;
}

const envelope = { event_id: z.string().min(1), occurred_at: z.string() };

export interface EventDefinition<B extends z.ZodRawShape = z.ZodRawShape> {
  subject: string;
  /**
   * The one part allowed to publish it (the bus's permissions are made from this): the service of
   * its domain unless named.
   */
  publishedBy: string;
  /** The body the publisher supplies. */
  body: z.ZodObject<B>;
  /** The whole event as it travels: the body plus event_id and occurred_at. */
  schema: z.ZodObject<B & typeof envelope>;
}

export function domainEvent<B extends z.ZodRawShape>(
  subject: string,
  body: B,
  { publishedBy = subject.slice(0, subject.indexOf('.')) }: { publishedBy?: string } = {},
): EventDefinition<B> {
  return { subject, publishedBy, body: z.object(body), schema: z.object({ ...body, ...envelope }) };
}

/** What a publisher passes to publish(). */
export type EventBody<E> = E extends EventDefinition<infer B> ? z.input<z.ZodObject<B>> : never;
/** What a consumer receives. */
export type EventOf<E> = E extends EventDefinition ? z.output<E['schema']> : never;
