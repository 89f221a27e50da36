import { Link } from 'react-router';

/** The way back from one of an ad account's pages to its campaigns, named after the account. */
export function BackToAccount({ adAccountId, name }: { adAccountId: string; name: string | undefined }) {
  return (
    <Link to={`/advertiser/${adAccountId}/`} className="pb-ads-back">
      ← {name ?? 'Campaigns'}
    </Link>
  );
}
