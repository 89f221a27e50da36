import { headers as natsHeaders } from '@nats-io/transport-node';
import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import type { RpcDefinition, RpcPayload, RpcReply } from '@pinboard/contracts';
import { lastValueFrom, race, Subject, throwError, mergeMap, timeout, type Subscription } from 'rxjs';
import { ACTOR_HEADER, ActorSigner, claimedUserOf, currentActorProof } from './acting-as.js';
import { natsOptions } from './nats-url.js';
import { parseOrThrow } from './service-error.js';
import { injectTraceContext, SpanKind, withSpan } from './telemetry.js';
import { classifyRequestError } from './transport-errors.js';
import { currentViewerCountry, VIEWER_COUNTRY_HEADER } from './viewer-country.js';

export interface RpcClientOptions {
  /**
   * ACTOR_SIGNING_KEY, where calls start (the gateway, seeding, tests): every call that acts for
   * someone carries a new proof for them. Without it, a call carries the proof of the message being
   * handled (see acting-as.ts), so a service can only act for the person it acts for.
   */
  signingKey?: string;
}

/**
 * Typed NATS request-reply: validates the payload against the contract before sending, carries the
 * trace context, the proof of who is acting and the viewer's country in NATS headers, and turns every failure into a
 * ServiceError (classifyRequestError).
 */
export class RpcClient {
  private readonly proxy: ClientProxy;
  private readonly signer: ActorSigner | undefined;
  /**
   * Emits when the connection to NATS is lost. A reply sent while this client is away is lost with
   * it, so calls waiting then fail at once (unavailable, try again) instead of at their timeout.
   */
  private readonly connectionLost = new Subject<void>();
  private readonly watching: Subscription;

  constructor(
    natsUrl: string,
    private readonly timeoutMs = 15_000,
    { signingKey }: RpcClientOptions = {},
  ) {
    this.proxy = ClientProxyFactory.create({ transport: Transport.NATS, options: natsOptions(natsUrl) });
    this.signer = signingKey ? new ActorSigner(signingKey) : undefined;
    let last = '';
    this.watching = this.proxy.status.subscribe((status) => {
      if (status === 'disconnected' && last !== 'disconnected') this.connectionLost.next();
      last = String(status);
    });
  }

  async connect(): Promise<void> {
    await this.proxy.connect();
  }

  async close(): Promise<void> {
    this.watching.unsubscribe();
    await this.proxy.close();
  }

  async request<D extends RpcDefinition>(def: D, payload: RpcPayload<D>): Promise<RpcReply<D>> {
    const data = parseOrThrow(def.schema, payload);
    return withSpan(`nats request ${def.subject}`, SpanKind.CLIENT, async (span) => {
      span.setAttribute('messaging.system', 'nats');
      span.setAttribute('messaging.destination.name', def.subject);
      const hdrs = natsHeaders();
      injectTraceContext(hdrs);
      const proof = this.proofFor(data);
      if (proof) hdrs.set(ACTOR_HEADER, proof);
      const country = currentViewerCountry();
      if (country) hdrs.set(VIEWER_COUNTRY_HEADER, country);
      const record = new NatsRecordBuilder(data).setHeaders(hdrs).build();
      try {
        const lost = this.connectionLost.pipe(
          mergeMap(() => throwError(() => new Error('connection to NATS lost while waiting for the reply'))),
        );
        return (await lastValueFrom(
          race(this.proxy.send(def.subject, record).pipe(timeout(this.timeoutMs)), lost),
        )) as RpcReply<D>;
      } catch (err) {
        throw classifyRequestError(err, def.subject);
      }
    });
  }

  private proofFor(payload: unknown): string | undefined {
    const claimed = this.signer ? claimedUserOf(payload) : null;
    return claimed !== null && this.signer ? this.signer.proofFor(claimed) : currentActorProof();
  }
}
