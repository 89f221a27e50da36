/**
 * The gateway's HTTP resources (SPEC §7): `GET /resource/{Name}/get/?data={"options":...}` and
 * `POST /resource/{Name}/{create|update|delete}/`. Each action names the schema of its options
 * (derived from the NATS message it becomes), the schema of its answer's data, whether that data is
 * a page (a list, with resource_response.bookmark saying where the next page starts), and the 401
 * message when it needs a signed-in user.
 */
import { z } from 'zod';

export type ResourceAction = 'get' | 'create' | 'update' | 'delete';
export const RESOURCE_ACTIONS: readonly ResourceAction[] = ['get', 'create', 'update', 'delete'];

export interface ResourceActionContract<
  O extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  P extends boolean = boolean,
  K extends string | null = string | null,
> {
  options: O;
  /** The answer's data; for a paged action, one item of the list. */
  reply: R;
  paged: P;
  /**
   * For a paged action whose data is an object holding the list under this key instead of the
   * list itself (SPEC §7 BaseSearchResource: data.results); the bookmark stays where it always is.
   */
  listKey: K;
  /** Set when the action needs a session: the 401 message a visitor gets (SPEC §8). */
  login: string | null;
  summary: string;
}

export type ResourceContract = Partial<Record<ResourceAction, ResourceActionContract>>;

export function action<
  O extends z.ZodType,
  R extends z.ZodType,
  P extends boolean = false,
  K extends string | null = null,
>(contract: {
  options: O;
  reply: R;
  paged?: P;
  listKey?: K;
  login?: string;
  summary: string;
}): ResourceActionContract<O, R, P, K> {
  return {
    login: null,
    ...contract,
    paged: (contract.paged ?? false) as P,
    listKey: (contract.listKey ?? null) as K,
  };
}

/** SPEC §7: reads may carry field_set_key; it names a rendering of the web app and is ignored here. */
export const fieldSetKeySchema = z.string().max(50).optional();
export const IGNORED_OPTIONS = ['field_set_key'] as const;

/** What the answer's data holds for an action: the reply, or a list of it when paged. */
export type ResourceDataOf<C> =
  C extends ResourceActionContract<z.ZodType, infer R, infer P, infer K>
    ? P extends true
      ? K extends string
        ? Record<K, z.output<R>[]>
        : z.output<R>[]
      : z.output<R>
    : never;
/** What a caller passes as options. */
export type ResourceOptionsOf<C> = C extends ResourceActionContract<infer O> ? z.input<O> : never;
