import { useState } from 'react';
import { Avatar, Text } from 'gestalt';
import { Link } from 'react-router';
import type { Profile, UserSummary } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { UserFollowButton, displayName, followerCountText, useProfileQuery } from '@pinboard/web-kit';
import { CREATOR_NAME_MAX, truncate } from './truncate';
import './creator-card.css';

interface PersonCardProps {
  host: HostApi;
  person: UserSummary;
  /** The profile, once loaded (the card shows the name from the Pin until then). */
  profile: Profile | undefined;
  /** A line above the person, e.g. why they are offered. */
  caption?: string;
}

/** Avatar, name (truncated to 70, SPEC §2.3), follower count and Follow. */
function PersonCard({ host, person, profile, caption }: PersonCardProps) {
  const name = displayName(person);
  const canFollow = profile && host.me?.id !== person.id && !profile.blocked_by_me;
  return (
    <section className="pb-creator" aria-label={caption ?? 'Created by'}>
      {caption ? (
        <Text size="200" color="subtle">
          {caption}
        </Text>
      ) : null}
      <div className="pb-creator__row">
        <Link to={`/${person.username}`} className="pb-person-link">
          <Avatar name={name} src={person.image_medium_url ?? undefined} size="md" />
          <span className="pb-person-link__names pb-creator__names">
            <Text weight="bold">{truncate(name, CREATOR_NAME_MAX)}</Text>
            <Text size="200" color="subtle">
              {profile ? followerCountText(profile.follower_count) : `@${person.username}`}
            </Text>
          </span>
        </Link>
        {canFollow ? <UserFollowButton host={host} person={profile} /> : null}
      </div>
    </section>
  );
}

/** The closeup's creator card: who saved this Pin, and Follow (not for the viewer's own Pin). */
export function CreatorCard({ host, pinner }: { host: HostApi; pinner: UserSummary }) {
  const profile = useProfileQuery(host.api, pinner.username);
  return <PersonCard host={host} person={pinner} profile={profile.data} />;
}

/**
 * SPEC §2.3's follow card: offered when the Pin's link has an official user whom the viewer does
 * not follow yet. Once offered it stays while the page is open, so following shows 'Following'.
 */
export function OfficialUserCard({
  host,
  user,
  domain,
}: {
  host: HostApi;
  user: UserSummary;
  domain: string;
}) {
  const isViewer = host.me?.id === user.id;
  const profile = useProfileQuery(host.api, user.username, !isViewer);
  const [offered, setOffered] = useState<boolean | null>(null);
  if (offered === null && profile.data) setOffered(!profile.data.followed_by_me);
  if (isViewer || !offered) return null;
  return <PersonCard host={host} person={user} profile={profile.data} caption={`More from ${domain}`} />;
}
