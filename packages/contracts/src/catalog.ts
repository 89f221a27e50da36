/**
 * Every domain's calls, events and resources, joined once. Adding a domain is one folder and one
 * line in Domains (`npm run new -- service <name>` writes both).
 */
import type { EventDefinition } from './common/events.js';
import type { ResourceAction, ResourceDataOf, ResourceOptionsOf } from './common/resources.js';
import { boardsEvents, boardsResources, boardsRpc } from './boards/index.js';
import { pinsEvents, pinsResources, pinsRpc } from './pins/index.js';
import { usersEvents, usersResources, usersRpc } from './users/index.js';
import { feedEvents, feedResources, feedRpc } from './feed/index.js';
import { searchEvents, searchResources, searchRpc } from './search/index.js';
import { adsEvents, adsResources, adsRpc } from './ads/index.js';
import { billingEvents, billingResources, billingRpc } from './billing/index.js';
import { offsiteEvents, offsiteResources, offsiteRpc } from './offsite/index.js';

/** Every domain's calls, events and resources. */
export const Domains = {
  users: { rpc: usersRpc, events: usersEvents, resources: usersResources },
  boards: { rpc: boardsRpc, events: boardsEvents, resources: boardsResources },
  pins: { rpc: pinsRpc, events: pinsEvents, resources: pinsResources },
  feed: { rpc: feedRpc, events: feedEvents, resources: feedResources },
  search: { rpc: searchRpc, events: searchEvents, resources: searchResources },
  ads: { rpc: adsRpc, events: adsEvents, resources: adsResources },
  billing: { rpc: billingRpc, events: billingEvents, resources: billingResources },
  offsite: { rpc: offsiteRpc, events: offsiteEvents, resources: offsiteResources },
};
type Domains = typeof Domains;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** `Rpc.boards.create`: each domain's request-reply calls. */
export const Rpc = Object.fromEntries(Object.entries(Domains).map(([name, d]) => [name, d.rpc])) as {
  [D in keyof Domains]: Domains[D]['rpc'];
};

/** `Events.pins.pinSaved`: each domain's events. */
export const Events = Object.fromEntries(Object.entries(Domains).map(([name, d]) => [name, d.events])) as {
  [D in keyof Domains]: Domains[D]['events'];
};

/** Every HTTP resource by name (names are unique across domains; a test checks). */
export const Resources = Object.assign(
  {},
  ...Object.values(Domains).map((d) => d.resources),
) as UnionToIntersection<Domains[keyof Domains]['resources']>;

export type Resources = typeof Resources;
export type ResourceName = keyof Resources;
/** The contract of action A of resource N (never when N has no such action). */
export type ResourceContractOf<
  N extends ResourceName,
  A extends ResourceAction,
> = A extends keyof Resources[N] ? Resources[N][A] : never;
/** Resources that have action A. */
export type ResourcesWith<A extends ResourceAction> = {
  [N in ResourceName]: A extends keyof Resources[N] ? N : never;
}[ResourceName];
/** What a caller passes as options to action A of resource N. */
export type ResourceOptions<N extends ResourceName, A extends ResourceAction> = ResourceOptionsOf<
  ResourceContractOf<N, A>
>;
/** What the answer's data holds for action A of resource N. */
export type ResourceData<N extends ResourceName, A extends ResourceAction> = ResourceDataOf<
  ResourceContractOf<N, A>
>;

export const ALL_EVENTS: readonly EventDefinition[] = Object.values(Events).flatMap(
  (domain): EventDefinition[] => Object.values(domain),
);
export const DOMAIN_EVENT_SUBJECTS: readonly string[] = ALL_EVENTS.map((e) => e.subject);
