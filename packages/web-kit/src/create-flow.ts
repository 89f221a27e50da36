/**
 * The mobile create pages (`/board/create/`, `/board/{id}/create_section/`, SPEC §2.3) are reached
 * from a flow (saving a Pin from a page, picking a board) that must go on where it was once the
 * board or section exists. The flow passes where to return and its own state in the history
 * entry's state; the page hands both back with what it created.
 */
export interface CreateFlowState {
  /** The path to go back to, on this site. */
  returnTo: string;
  /** The flow's own state, handed back unchanged. */
  state?: Record<string, unknown>;
}

/** What the flow finds in its history entry's state when it comes back. */
export interface CreatedInFlow {
  created: { board_id: string; section_id?: string };
}

/** The create flow a page was opened from, if any (anything else in the entry's state is ignored). */
export function createFlowOf(locationState: unknown): CreateFlowState | null {
  if (!locationState || typeof locationState !== 'object' || !('createFlow' in locationState)) return null;
  const flow: unknown = locationState.createFlow;
  if (!flow || typeof flow !== 'object' || !('returnTo' in flow)) return null;
  const { returnTo } = flow;
  // Only a path on this site: a crafted state must not send anyone elsewhere.
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  const state = 'state' in flow && flow.state && typeof flow.state === 'object' ? flow.state : undefined;
  return { returnTo, ...(state && { state: state as Record<string, unknown> }) };
}

/** The history state a flow passes to a create page. */
export const toCreatePage = (flow: CreateFlowState) => ({ createFlow: flow });

/** Where a create page goes once it has created `created`, and the state it takes there. */
export function backToFlow(
  flow: CreateFlowState,
  created?: CreatedInFlow['created'],
): { to: string; state: Record<string, unknown> } {
  return { to: flow.returnTo, state: { ...flow.state, ...(created && { created }) } };
}
