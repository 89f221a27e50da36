import { useRef, useState } from 'react';
import { Button, Dropdown, Flex, IconButton } from 'gestalt';
import { CommonTexts, type Profile } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { FollowButton, OVERLAY_Z_INDEX, displayName, useBlockUser, useFollowUser } from '@pinboard/web-kit';
import { BlockConfirm } from './block-confirm';

const MENU_ID = 'pb-profile-more-options';

/**
 * What a viewer can do about someone else's profile: Follow (or Unblock, once blocked), and the
 * 'More options' menu with Block or Unblock. A block is confirmed first; an unblock is not.
 */
export function ProfileActions({ host, profile }: { host: HostApi; profile: Profile }) {
  const name = displayName(profile);
  const { follow } = useFollowUser(host, profile);
  const { block } = useBlockUser(host, profile);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);

  const closeConfirm = () => {
    setConfirming(false);
    anchor.current?.focus();
  };
  const chooseBlock = () => {
    setMenuOpen(false);
    if (profile.blocked_by_me) return block(false);
    if (!host.me) return host.requireLogin(CommonTexts.loginRequired);
    setConfirming(true);
  };

  return (
    <Flex gap={{ row: 2, column: 0 }} alignItems="center">
      {profile.blocked_by_me ? (
        <Button
          text="Unblock"
          color="gray"
          size="lg"
          accessibilityLabel={`Unblock ${name}`}
          onClick={() => block(false)}
        />
      ) : (
        <FollowButton followed={profile.followed_by_me} name={name} onToggle={follow} size="lg" />
      )}
      <IconButton
        ref={anchor}
        icon="ellipsis"
        size="lg"
        bgColor="transparent"
        accessibilityLabel="More options"
        accessibilityControls={MENU_ID}
        accessibilityExpanded={menuOpen}
        accessibilityHaspopup
        accessibilityPopupRole="menu"
        onClick={() => setMenuOpen((open) => !open)}
      />
      {menuOpen ? (
        <Dropdown
          anchor={anchor.current}
          id={MENU_ID}
          onDismiss={() => setMenuOpen(false)}
          zIndex={OVERLAY_Z_INDEX}
        >
          <Dropdown.Item
            option={{ value: 'block', label: profile.blocked_by_me ? 'Unblock' : 'Block' }}
            onSelect={chooseBlock}
          />
        </Dropdown>
      ) : null}
      {confirming ? (
        <BlockConfirm
          name={name}
          onCancel={closeConfirm}
          onConfirm={() => {
            closeConfirm();
            block(true);
          }}
        />
      ) : null}
    </Flex>
  );
}
