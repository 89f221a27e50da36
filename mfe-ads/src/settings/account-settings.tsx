import { Box, Button, Flex, Heading, Text } from 'gestalt';
import { Link, Navigate, useLocation } from 'react-router';
import type { HostProps } from '@pinboard/host-contract';
import { pageTitle, RemoteRoot, useDocumentTitle } from '@pinboard/web-kit';
import { AccessTokensPage } from './access-tokens-page';
import '../ads.css';

/** The settings pages by the path after '/settings/' (without slashes). */
const SETTINGS_PAGES = { 'access-tokens': AccessTokensPage } as const;

function UnknownSettingsPage() {
  useDocumentTitle(pageTitle('Settings'));
  return (
    <Flex direction="column" gap={{ column: 3, row: 0 }}>
      <Heading size="400" accessibilityLevel={1}>
        Settings
      </Heading>
      <Text>There is no such settings page.</Text>
      <Link to="/settings/access-tokens/">Access tokens</Link>
    </Flex>
  );
}

function SettingsView(props: HostProps) {
  const { pathname } = useLocation();
  const page = pathname.replace(/^\/settings\/?/, '').replace(/\/+$/, '');
  if (!props.host.me) {
    return (
      <Flex direction="column" alignItems="center" gap={{ column: 3, row: 0 }}>
        <Heading size="400" accessibilityLevel={1}>
          Settings
        </Heading>
        <Text>Log in to see your settings.</Text>
        <Button
          text="Log in"
          color="red"
          onClick={() => props.host.requireLogin('Log in to see your settings')}
        />
      </Flex>
    );
  }
  if (page === '') return <Navigate to="/settings/access-tokens/" replace />;
  const Page = Object.hasOwn(SETTINGS_PAGES, page)
    ? SETTINGS_PAGES[page as keyof typeof SETTINGS_PAGES]
    : null;
  return Page ? <Page {...props} /> : <UnknownSettingsPage />;
}

/** Exposed as mfe_ads/AccountSettings: every path under '/settings/' (a person's own). */
export function AccountSettings(props: HostProps) {
  return (
    <RemoteRoot>
      <Box maxWidth={960} marginStart="auto" marginEnd="auto" padding={6}>
        <SettingsView {...props} />
      </Box>
    </RemoteRoot>
  );
}
