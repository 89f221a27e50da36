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
