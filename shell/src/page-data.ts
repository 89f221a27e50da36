import { SESSION_HINT_ELEMENT_ID, type SessionHint } from '@pinboard/contracts/web';

/**
 * Data the gateway wrote into the page's HTML as a JSON `<script>` element (the runtime config,
 * the files to preload, the first page of Pins). Read once: the element is removed, so that a
 * later read (a retry, another page) asks the server instead of trusting a stale copy.
 */
export function takeJsonElement(id: string): unknown {
  const element = document.getElementById(id);
  element?.remove();
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}

let visitorPage: boolean | undefined;

/**
 * The page was served to a request without a session cookie (the gateway's session hint): its
 * viewer is a visitor, known without asking /v3/users/me/. Read once per page load and kept.
 */
export function isVisitorPage(): boolean {
  visitorPage ??=
    (takeJsonElement(SESSION_HINT_ELEMENT_ID) as Partial<SessionHint> | null)?.signed_in === false;
  return visitorPage;
}
