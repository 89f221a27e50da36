import { useState } from 'react';
import type { Profile } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { followerCountText, followingCountText, type FollowListKind } from '@pinboard/web-kit';
import { FollowListModal } from './follow-list-modal';

/** 'N followers · N following' under a profile's name; each opens its list. */
export function FollowCounts({ host, profile }: { host: HostApi; profile: Profile }) {
  const [open, setOpen] = useState<FollowListKind | null>(null);
  const count = (kind: FollowListKind, text: string) => (
    <button
      type="button"
      className="pb-follow-counts__button"
      aria-haspopup="dialog"
      aria-expanded={open === kind}
      onClick={() => setOpen(kind)}
    >
      {text}
    </button>
  );
  return (
    <div className="pb-follow-counts">
      {count('followers', followerCountText(profile.follower_count))}
      <span aria-hidden="true"> · </span>
      {count('following', followingCountText(profile.following_count))}
      {open ? (
        <FollowListModal
          host={host}
          username={profile.username}
          kind={open}
          onDismiss={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
