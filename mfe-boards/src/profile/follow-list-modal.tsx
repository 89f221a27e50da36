import { useCallback, useMemo } from 'react';
import { Avatar, Box, Button, Heading, IconButton, Layer, Modal, Spinner, Text } from 'gestalt';
import { Link } from 'react-router';
import type { FollowListUser } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import {
  OVERLAY_Z_INDEX,
  UserFollowButton,
  displayName,
  errorText,
  followListPeople,
  type FollowListKind,
} from '@pinboard/web-kit';
import { ListEnd } from './list-end';
import { useFollowList } from './use-follow-list';

const TITLE: Record<FollowListKind, string> = { followers: 'Followers', following: 'Following' };

function PersonRow({ host, person }: { host: HostApi; person: FollowListUser }) {
  const name = displayName(person);
  return (
    <li className="pb-follow-row">
      <Link to={`/${person.username}`} className="pb-person-link">
        <Avatar name={name} src={person.image_medium_url ?? undefined} size="md" />
        <span className="pb-person-link__names">
          <Text weight="bold" lineClamp={1}>
            {name}
          </Text>
          <Text size="200" color="subtle" lineClamp={1}>
            @{person.username}
          </Text>
        </span>
      </Link>
      <UserFollowButton host={host} person={person} size="md" />
    </li>
  );
}

interface FollowListModalProps {
  host: HostApi;
  username: string;
  kind: FollowListKind;
  onDismiss(): void;
}

/** The list, page by page, with its loading, failure and empty states. */
function FollowListBody({ host, username, kind }: Omit<FollowListModalProps, 'onDismiss'>) {
  const { list, loadMore } = useFollowList(host.api, username, kind);
  const people = useMemo(() => followListPeople(list.data), [list.data]);
  const onNear = useCallback(() => void loadMore(), [loadMore]);
  const title = TITLE[kind];

  if (list.isPending) return <Spinner show accessibilityLabel={`Loading ${title.toLowerCase()}`} />;
  if (list.isError && people.length === 0) {
    return (
      <Box display="flex" direction="column" alignItems="center" padding={4}>
        <Text align="center">{errorText(list.error)}</Text>
        <Box marginTop={3}>
          <Button text="Try again" onClick={() => void list.refetch()} />
        </Box>
      </Box>
    );
  }
  if (people.length === 0) {
    return (
      <Box padding={6}>
        <Text align="center" color="subtle">
          {kind === 'followers' ? 'No followers yet' : 'Not following anyone yet'}
        </Text>
      </Box>
    );
  }
  return (
    <>
      <ul className="pb-follow-list" aria-label={title}>
        {people.map((person) => (
          <PersonRow key={person.id} host={host} person={person} />
        ))}
      </ul>
      {list.hasNextPage && !list.isFetchNextPageError ? <ListEnd onNear={onNear} /> : null}
      {list.isFetchingNextPage ? (
        <Spinner show accessibilityLabel={`Loading more ${title.toLowerCase()}`} />
      ) : null}
      {list.isFetchNextPageError ? (
        <Box display="flex" justifyContent="center" padding={3}>
          <Button text="Load more" onClick={onNear} />
        </Box>
      ) : null}
    </>
  );
}

/** Who follows a person ('Followers') or whom they follow ('Following'), scrolling on page by page. */
export function FollowListModal({ host, username, kind, onDismiss }: FollowListModalProps) {
  const title = TITLE[kind];
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel={title}
        heading={
          <div className="pb-follow-list__header">
            <span />
            <Heading size="400" accessibilityLevel={1} align="center">
              {title}
            </Heading>
            <IconButton icon="cancel" accessibilityLabel="Close" size="md" onClick={onDismiss} />
          </div>
        }
        onDismiss={onDismiss}
        size="sm"
      >
        <FollowListBody host={host} username={username} kind={kind} />
      </Modal>
    </Layer>
  );
}
