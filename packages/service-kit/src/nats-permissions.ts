/**
 * Who may do what on the bus, made from the contracts: every part signs in to NATS as itself, and
 * its user may only
 * - answer its own calls (subscribe to its own subjects; reply to what it receives),
 * - make calls (publish any service's call subjects: a call still needs the gateway's proof of who
 *   acts, see acting-as.ts),
 * - publish the events it owns (EventDefinition.publishedBy), nobody else's,
 * - read replies sent to its own inbox (`_INBOX_<user>`, set by natsOptions), nobody else's,
 * - use the domain events stream (not delete or purge it) and its own durable consumers alone
 *   (EVENT_CONSUMERS), so it cannot read or take the events another service's consumer is given.
 * `npm run nats-config` writes infra/nats-parts.conf from this; a test checks that file is current.
 */
import {
  ALL_EVENTS,
  DOMAIN_EVENTS_STREAM,
  Domains,
  EVENT_CONSUMERS,
  eventConsumerDurable,
  healthRpc,
  type RpcDefinition,
} from '@pinboard/contracts';
import { inboxPrefixOf } from './nats-url.js';

export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
}

export interface NatsPartUser {
  user: string;
  /** The environment variable the server reads the password from (infra/env.sh makes it). */
  passwordVariable: string;
  permissions: NatsPermissions;
  /** A service: may reply to the calls it receives. */
  answersCalls: boolean;
}

/** Parts that only make calls (no calls of their own): the gateway and the demo-data seed. */
export const CALLING_PARTS = ['gateway', 'seed'] as const;

const STREAM = DOMAIN_EVENTS_STREAM;
/** The events stream: look it up, make it, add a newer build's subjects (never delete or purge). */
const STREAM_API = [
  '$JS.API.INFO',
  `$JS.API.STREAM.INFO.${STREAM}`,
  `$JS.API.STREAM.CREATE.${STREAM}`,
  `$JS.API.STREAM.UPDATE.${STREAM}`,
];
/** A service's own durable consumers of the stream (EVENT_CONSUMERS): make, look up, pull, ack. */
function consumerApi(service: string): string[] {
  return (EVENT_CONSUMERS[service] ?? []).flatMap((name) => {
    const durable = eventConsumerDurable(service, name);
    return [
      `$JS.API.CONSUMER.CREATE.${STREAM}.${durable}`,
      `$JS.API.CONSUMER.CREATE.${STREAM}.${durable}.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${STREAM}.${durable}`,
      `$JS.API.CONSUMER.INFO.${STREAM}.${durable}`,
      `$JS.API.CONSUMER.MSG.NEXT.${STREAM}.${durable}`,
      `$JS.ACK.${STREAM}.${durable}.>`,
    ];
  });
}

export function passwordVariableOf(user: string): string {
  return `NATS_PASSWORD_${user.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

function callSubjects(domain: string): string[] {
  const rpc = Domains[domain as keyof typeof Domains].rpc as Record<string, RpcDefinition>;
  return [...new Set([...Object.values(rpc).map((d) => d.subject), healthRpc(domain).subject])];
}

/** One user per service (the contracts' domains), then the calling parts. */
export function natsPartUsers(): NatsPartUser[] {
  const services = Object.keys(Domains);
  const everyCall = services.flatMap(callSubjects);
  const eventsOf = (part: string) => ALL_EVENTS.filter((e) => e.publishedBy === part).map((e) => e.subject);
  const user = (name: string, permissions: NatsPermissions): NatsPartUser => ({
    user: name,
    passwordVariable: passwordVariableOf(name),
    permissions,
    answersCalls: services.includes(name),
  });
  return [
    ...services.map((service) =>
      user(service, {
        publish: [...everyCall, ...eventsOf(service), ...STREAM_API, ...consumerApi(service)],
        subscribe: [...callSubjects(service), `${inboxPrefixOf(service)}.>`],
      }),
    ),
    ...CALLING_PARTS.map((part) => {
      const events = eventsOf(part);
      return user(part, {
        publish: [...everyCall, ...events, ...(events.length > 0 ? STREAM_API : [])],
        subscribe: [`${inboxPrefixOf(part)}.>`],
      });
    }),
  ];
}

const quoted = (subjects: string[]) => `[\n${subjects.map((s) => `        "${s}"`).join(',\n')}\n      ]`;

/** infra/nats-parts.conf: the shared settings, an operator user with every right, and the parts. */
export function natsPartsConfig(): string {
  const users = natsPartUsers().map(
    ({ user, passwordVariable, permissions, answersCalls }) => `    {
      user: ${user}
      password: $${passwordVariable}
      permissions: {
        publish: { allow: ${quoted(permissions.publish).replace(/\n/g, '\n    ')} }
        subscribe: { allow: ${quoted(permissions.subscribe).replace(/\n/g, '\n    ')} }${
          answersCalls
            ? '\n        # Reply to the calls it receives (one reply each).\n        allow_responses: true'
            : ''
        }
      }
    }`,
  );
  return `# Made by \`npm run nats-config\` from the contracts (packages/service-kit/src/nats-permissions.ts);
# do not edit by hand. NATS as \`npm start\` and the compose stack run it: every part signs in as
# itself with the rights listed here; NATS_USER is the operator, with every right. The passwords
# come from the environment (infra/env.sh makes them on the first start, scripts/compose.sh for
# compose). Tests run infra/nats.conf, one user.
include ./nats-base.conf
authorization {
  users = [
    { user: $NATS_USER, password: $NATS_PASSWORD }
${users.join('\n')}
  ]
}
`;
}
