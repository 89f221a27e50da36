/**
 * An advertiser for the ads benches: a business account with an ad account that has billing info,
 * and a Pin to promote.
 */
import type { Pin } from '@pinboard/contracts';
import { must, newBoard, newPin, signUp, type Person } from '@pinboard/test-kit';

/** At most this many objects in one v5 batch write. */
const BATCH = 30;

export interface BenchAdvertiser {
  owner: Person;
  adAccountId: string;
  pin: Pin;
  /** v5 batch creates of `what` (campaigns, ad_groups, ads), 30 at a time: the ids, in order. */
  writeAll(what: string, objects: object[]): Promise<string[]>;
}

export async function benchAdvertiser(
  stackUrl: string,
  prefix: string,
  name: string,
  imageSeed: number,
): Promise<BenchAdvertiser> {
  const owner = await signUp(stackUrl, prefix);
  must(await owner.api.convertToBusiness(name), 'convert');
  const adAccountId = must(
    await owner.api.v5<{ id: string }>('POST', '/ad_accounts', { name, country: 'US' }),
    'ad account',
  ).id;
  // Ads serve only for an ad account with billing info.
  must(
    await owner.api.v5('POST', `/ad_accounts/${adAccountId}/billing_profiles`, {
      billing_contact_name: name,
      billing_email: 'billing@bench.example',
      business_address: { line1: '1 Bench Street', city: 'Springfield', postal_code: '12345', country: 'US' },
    }),
    'billing info',
  );
  const pin = await newPin(owner, await newBoard(owner, name), imageSeed, { title: name });
  const writeAll = async (what: string, objects: object[]) => {
    const ids: string[] = [];
    for (let i = 0; i < objects.length; i += BATCH) {
      const reply = must(
        await owner.api.v5<{ items: { data: { id: string } | null }[] }>(
          'POST',
          `/ad_accounts/${adAccountId}/${what}`,
          objects.slice(i, i + BATCH),
        ),
        what,
      );
      ids.push(...reply.items.map((item) => item.data!.id));
    }
    return ids;
  };
  return { owner, adAccountId, pin, writeAll };
}
