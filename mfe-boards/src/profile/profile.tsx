import { useState } from 'react';
import { Link } from 'react-router';
import { Box, Button, Flex, Heading, SegmentedControl, Spinner, Text } from 'gestalt';
import {
  displayName,
  PageLoadFailure,
  pageTitle,
  useDocumentTitle,
  useRefreshFollowsOnViewerChange,
} from '@pinboard/web-kit';
import { BoardCreateModal } from '../board-create/board-create-modal';
import { useArrivalNotice } from '../common/arrival-notice';
import { BoardsRoot } from '../common/boards-root';
import { MyInvites } from '../collaborators/my-invites';
import type { BoardsExposes } from '../exposes';
import { BoardCard } from './board-card';
import { BOARD_VIEWS, useBoardView } from './board-view';
import { FollowCounts } from './follow-counts';
import { ProfileActions } from './profile-actions';
import { useProfile } from './use-profile';
import './profile-follow.css';

function ProfileView({ host, username }: BoardsExposes['Profile']) {
  const state = useProfile(host, username);
  const [creating, setCreating] = useState(false);
  const [view, setView] = useBoardView();
  useRefreshFollowsOnViewerChange(host.me?.id ?? null);
  useArrivalNotice();
  useDocumentTitle(
    state.status === 'ready' ? pageTitle(`${displayName(state.profile)} (@${state.profile.username})`) : null,
  );

  if (state.status === 'loading') return <Spinner show accessibilityLabel="Loading profile" />;
  if (state.status === 'error') {
    return <PageLoadFailure error={state.error} />;
  }

  const { profile: user, boards } = state;
  const name = displayName(user);
  const isOwner = host.me?.id === user.id;
  return (
    <section className="pb-profile" aria-labelledby="pb-profile-name">
      <Flex direction="column" alignItems="center" gap={{ column: 2, row: 0 }}>
        {user.image_medium_url ? (
          <img className="pb-profile__avatar" src={user.image_medium_url} alt="" />
        ) : (
          <span className="pb-profile__avatar pb-profile__avatar--initial" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <Heading size="600" accessibilityLevel={1} id="pb-profile-name" align="center">
          {name}
        </Heading>
        <Text color="subtle">@{user.username}</Text>
        <FollowCounts host={host} profile={user} />
        <Box marginTop={2}>
          {isOwner ? (
            <Flex gap={{ row: 2, column: 0 }} alignItems="center">
              <Button
                text="Create board"
                iconStart="add"
                color="red"
                size="lg"
                onClick={() => setCreating(true)}
              />
              {/* On narrow screens the header has no room for its Settings button: it is here too. */}
              <Link to="/settings/" className="pb-profile__settings">
                Settings
              </Link>
            </Flex>
          ) : (
            <ProfileActions host={host} profile={user} />
          )}
        </Box>
      </Flex>
      {isOwner ? <MyInvites host={host} /> : null}
      <h2 className="pb-visually-hidden">Boards</h2>
      {boards.length ? (
        <>
          <div className="pb-board-view" role="group" aria-label="View options">
            <SegmentedControl
              size="sm"
              items={BOARD_VIEWS.map((option) => option.label)}
              selectedItemIndex={BOARD_VIEWS.findIndex((option) => option.type === view)}
              onChange={({ activeIndex }) => setView(BOARD_VIEWS[activeIndex]?.type ?? 'grid')}
            />
          </div>
          <ul className={`pb-board-grid pb-board-grid--${view}`} aria-label="Boards">
            {boards.map((board) => (
              <li key={board.id}>
                <BoardCard board={board} signedIn={host.me !== null} type={view} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Box padding={8}>
          <Text align="center" color="subtle">
            {isOwner
              ? 'You have no boards yet. Create one to start saving Pins.'
              : `${name} hasn't saved any boards yet.`}
          </Text>
        </Box>
      )}
      {creating ? (
        <BoardCreateModal
          host={host}
          owner={username}
          onDismiss={() => setCreating(false)}
          onCreated={() => setCreating(false)}
        />
      ) : null}
    </section>
  );
}

/** Exposed as mfe_boards/Profile: the route '/:username'. */
export function Profile(props: BoardsExposes['Profile']) {
  return (
    <BoardsRoot>
      <ProfileView key={props.username} {...props} />
    </BoardsRoot>
  );
}
