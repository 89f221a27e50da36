/**
 * What a browser downloads for the home page (issue 10's table): Chromium, as a visitor, on the
 * bench's stack; bytes on the wire (as sent, compressed or not) and as decoded, by resource type,
 * counted from the DevTools protocol's network events until the page is idle.
 */
import { launchBrowser, pageAs } from '@pinboard/test-kit/browser';

export interface PageWeight {
  /** By resource type (Script, Stylesheet, Document…): bytes on the wire and decoded. */
  by_type: Record<string, { requests: number; wire_bytes: number; decoded_bytes: number }>;
  script_wire_bytes: number;
  script_decoded_bytes: number;
  total_wire_bytes: number;
}

/**
 * The home page's weight as a visitor's Chromium loads it; with `identity`, as it would be with
 * nothing compressed (the browser asks for no encoding), to compare in the same run.
 */
export async function homePageWeight(stackUrl: string, identity = false): Promise<PageWeight> {
  const browser = await launchBrowser();
  try {
    const page = await pageAs(browser, stackUrl, null);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    if (identity)
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    const types = new Map<string, string>();
    const decoded = new Map<string, number>();
    const wire = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.dataReceived', (e) =>
      decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength),
    );
    cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
    await page.goto(stackUrl);
    await page.waitForLoadState('networkidle');
    const byType: PageWeight['by_type'] = {};
    for (const [id, bytes] of wire) {
      const type = types.get(id) ?? 'Other';
      const row = (byType[type] ??= { requests: 0, wire_bytes: 0, decoded_bytes: 0 });
      row.requests += 1;
      row.wire_bytes += bytes;
      row.decoded_bytes += decoded.get(id) ?? 0;
    }
    return {
      by_type: byType,
      script_wire_bytes: byType.Script?.wire_bytes ?? 0,
      script_decoded_bytes: byType.Script?.decoded_bytes ?? 0,
      total_wire_bytes: Object.values(byType).reduce((sum, row) => sum + row.wire_bytes, 0),
    };
  } finally {
    await browser.close();
  }
}
