/**
 * What crosses the shell/remote boundary. Type-only: remotes import it with `import type`
 * through the `@pinboard/host-contract` path alias, so nothing here is bundled twice.
 */
import type { ReactNode } from 'react';
import type { ApiError, Me, ResourceName } from '@pinboard/contracts';

export type ResourceOptions = Record<string, unknown>;

export type ApiResult<T> = { ok: true; data: T; bookmark: string | null } | { ok: false; error: ApiError };

/** The gateway client the shell owns (CSRF header, same-origin cookies, envelope unwrapping). */
export interface ApiClient {
  get<T>(resource: ResourceName, options: ResourceOptions): Promise<ApiResult<T>>;
  create<T>(resource: ResourceName, options: ResourceOptions): Promise<ApiResult<T>>;
  remove<T>(resource: ResourceName, options: ResourceOptions): Promise<ApiResult<T>>;
  /** Plain GET on a v3 path such as `/v3/pins/1/`, answered with the same envelope. */
  getPath<T>(path: string): Promise<ApiResult<T>>;
}

/** Which feed a Pin grid shows. */
export type PinFeedSource = { kind: 'home' } | { kind: 'board'; boardId: string };

export interface PinFeedSlotProps {
  source: PinFeedSource;
  /** Text shown when the feed has no Pins. Defaults to 'No Pins yet'. */
  emptyText?: string;
}

/** Everything a remote gets from the shell. Kept small on purpose. */
export interface HostApi {
  /** The signed-in user, or null for a visitor. */
  me: Me | null;
  api: ApiClient;
  /** Opens the shell's login modal with a prompt such as 'Log in to save this Pin'. */
  requireLogin(message: string): void;
  /** Renders mfe-pins' Pin grid inside the shell's failure-isolated slot. */
  renderPinFeed(props: PinFeedSlotProps): ReactNode;
}

/** Props of every exposed module; route params are passed explicitly. */
export interface HostProps {
  host: HostApi;
}
export interface PinCloseupProps extends HostProps {
  pinId: string;
}
export type PinFeedProps = HostProps & PinFeedSlotProps;
export interface ProfileProps extends HostProps {
  username: string;
}
export interface BoardPageProps extends HostProps {
  username: string;
  slug: string;
}
