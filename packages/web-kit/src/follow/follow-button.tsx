import { Button } from 'gestalt';
import type { FollowListUser } from '@pinboard/contracts/web';
import { useFollowBoard, useFollowUser, type FollowHost } from './use-follow';

type ButtonSize = 'sm' | 'md' | 'lg';

interface FollowButtonProps {
  followed: boolean;
  /** Who or what is followed, for the accessible name ('Follow Ada'). */
  name: string;
  /** Called with the state asked for: true to follow, false to unfollow. */
  onToggle(follow: boolean): void;
  size?: ButtonSize;
}

/**
 * Pinterest's follow button: red 'Follow', gray 'Following'. Its accessible name starts with what
 * it shows (speech input says what it sees) and says what pressing it does.
 */
export function FollowButton({ followed, name, onToggle, size = 'md' }: FollowButtonProps) {
  return (
    <Button
      text={followed ? 'Following' : 'Follow'}
      color={followed ? 'gray' : 'red'}
      size={size}
      accessibilityLabel={followed ? `Following ${name}. Unfollow` : `Follow ${name}`}
      onClick={() => onToggle(!followed)}
    />
  );
}

/** The name a person goes by on the page: their full name, else their username. */
export const displayName = (person: { full_name: string; username: string }) =>
  person.full_name.trim() || person.username;

interface UserFollowButtonProps {
  host: FollowHost;
  person: Pick<FollowListUser, 'id' | 'username' | 'full_name' | 'followed_by_me'>;
  size?: ButtonSize;
}

/** Follow or unfollow a person; nothing for the viewer themselves. */
export function UserFollowButton({ host, person, size }: UserFollowButtonProps) {
  const { follow } = useFollowUser(host, person);
  if (host.me?.id === person.id) return null;
  return (
    <FollowButton followed={person.followed_by_me} name={displayName(person)} onToggle={follow} size={size} />
  );
}

interface BoardFollowButtonProps {
  host: FollowHost;
  board: { id: string; name: string; followed_by_me: boolean; owner: { id: string } };
  size?: ButtonSize;
}

/** Follow or unfollow a board; nothing for its owner. */
export function BoardFollowButton({ host, board, size }: BoardFollowButtonProps) {
  const { follow } = useFollowBoard(host, board.id);
  if (host.me?.id === board.owner.id) return null;
  return <FollowButton followed={board.followed_by_me} name={board.name} onToggle={follow} size={size} />;
}
