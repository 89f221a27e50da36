import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  Flex,
  Heading,
  SelectList,
  Spinner,
  Text,
  TextField,
} from 'gestalt';
import type { AccessToken, AccessTokenScope, CreatedAccessToken } from '@pinboard/contracts';
import {
  ACCESS_TOKEN_DAYS_DEFAULT,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPES,
  ACCESS_TOKENS_PER_USER_MAX,
  AccessTokenTexts,
} from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { ConfirmAlert, errorText, pageTitle, useDocumentTitle, useToast } from '@pinboard/web-kit';
import { FormError } from '../common/form-error';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from './access-tokens-api';

/** What each scope lets a script do, as the create form offers it. */
const SCOPE_LABELS: Record<AccessTokenScope, string> = {
  'ads:read': 'Read ad accounts, campaigns, ad groups, ads and their reports',
  'ads:write': 'Create and change campaigns, ad groups and ads (reading included)',
  'pins:read': 'Read your Pins and the state of your uploads',
  'pins:write': 'Create, change, save and delete Pins, and upload videos (reading included)',
  'boards:read': 'Read your boards and the Pins on them',
  'boards:write': 'Create boards (reading included)',
};

/** How long a new token lives: Pinterest's choices, a year unless told. */
const LIFETIMES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 180, label: '6 months' },
  { days: ACCESS_TOKEN_DAYS_DEFAULT, label: '1 year' },
] as const;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The one time a new token's secret shows: copy it, then put it away. */
function NewToken({ created, onDone }: { created: CreatedAccessToken; onDone: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      toast.show({ text: 'Token copied', type: 'success' });
    } catch {
      toast.show({ text: 'Copying was refused: select the token and copy it yourself', type: 'error' });
    }
  };
  return (
    <section className="pb-settings-new-token" aria-labelledby="pb-new-token-heading">
      <Flex direction="column" gap={{ column: 3, row: 0 }}>
        <Heading size="300" accessibilityLevel={2} id="pb-new-token-heading">
          {`Copy your new token “${created.name}”`}
        </Heading>
        <Text>
          This is the only time it is shown. Keep it somewhere safe: whoever has it can act as you within its
          scopes until {dateOf(created.expires_at)}.
        </Text>
        <label className="pb-visually-hidden" htmlFor="pb-new-token-value">
          New access token
        </label>
        <input
          id="pb-new-token-value"
          className="pb-settings-token-value"
          readOnly
          value={created.token}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Flex gap={{ row: 2, column: 0 }}>
          <Button text="Copy" color="red" onClick={() => void copy()} />
          <Button text="Done" onClick={onDone} />
        </Flex>
      </Flex>
    </section>
  );
}

/** Name, scopes and lifetime: a new token, shown once (NewToken). */
function CreateTokenForm({
  host,
  onCreated,
}: HostProps & { onCreated: (token: CreatedAccessToken) => void }) {
  const create = useCreateAccessToken(host.api);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['ads:read']);
  const [days, setDays] = useState<number>(ACCESS_TOKEN_DAYS_DEFAULT);
  const [touched, setTouched] = useState(false);
  // Gestalt's character count keeps its own state: a new field after each token starts it at 0.
  const [made, setMade] = useState(0);
  const trimmed = name.trim();
  const nameError = trimmed === '' ? AccessTokenTexts.nameRequired : null;
  const scopesError = scopes.length === 0 ? AccessTokenTexts.scopesRequired : null;
  const submit = () => {
    setTouched(true);
    if (nameError || scopesError) return;
    create.mutate(
      { name: trimmed, scopes, expires_in_days: days },
      {
        onSuccess: (created) => {
          setName('');
          setTouched(false);
          setMade((n) => n + 1);
          onCreated(created);
        },
      },
    );
  };
  return (
    <form
      aria-labelledby="pb-create-token-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex direction="column" gap={{ column: 4, row: 0 }}>
        <Heading size="300" accessibilityLevel={2} id="pb-create-token-heading">
          Create a token
        </Heading>
        <TextField
          key={made}
          id="pb-token-name"
          label="Token name"
          helperText="What the token is for, such as the script that uses it"
          value={name}
          maxLength={{ characterCount: ACCESS_TOKEN_NAME_MAX, errorAccessibilityLabel: 'Too long' }}
          onChange={({ value }) => setName(value)}
          onBlur={() => setTouched(true)}
          errorMessage={touched && nameError ? nameError : undefined}
          autoComplete="off"
        />
        <Fieldset legend="Scopes" errorMessage={touched && scopesError ? scopesError : undefined}>
          <Flex direction="column" gap={{ column: 2, row: 0 }}>
            {ACCESS_TOKEN_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                id={`pb-token-scope-${scope.replace(':', '-')}`}
                label={scope}
                helperText={SCOPE_LABELS[scope]}
                checked={scopes.includes(scope)}
                onChange={({ checked }) =>
                  setScopes((now) => (checked ? [...now, scope] : now.filter((s) => s !== scope)))
                }
              />
            ))}
          </Flex>
        </Fieldset>
        <SelectList
          id="pb-token-lifetime"
          label="Expires after"
          value={String(days)}
          onChange={({ value }) => setDays(Number(value))}
        >
          {LIFETIMES.map(({ days: d, label }) => (
            <SelectList.Option key={d} label={label} value={String(d)} />
          ))}
        </SelectList>
        <FormError error={create.error} />
        <Flex justifyContent="end">
          <Button
            type="submit"
            color="red"
            text={create.isPending ? 'Creating…' : 'Create token'}
            disabled={create.isPending}
          />
        </Flex>
      </Flex>
    </form>
  );
}

function TokenRow({
  token,
  now,
  onRevoke,
}: {
  token: AccessToken;
  now: number;
  onRevoke: (t: AccessToken) => void;
}) {
  const expired = Date.parse(token.expires_at) <= now;
  return (
    <tr>
      <th scope="row" className="pb-ads-wrap">
        {token.name}
      </th>
      <td className="pb-settings-scopes">{token.scopes.join(', ')}</td>
      <td className="pb-ads-wide-only">{dateOf(token.created_at)}</td>
      <td>{expired ? <strong>Expired {dateOf(token.expires_at)}</strong> : dateOf(token.expires_at)}</td>
      <td className="pb-ads-wide-only">{token.last_used_at ? dateOf(token.last_used_at) : 'Never'}</td>
      <td>
        <Button
          size="sm"
          text="Revoke"
          accessibilityLabel={`Revoke ${token.name}`}
          onClick={() => onRevoke(token)}
        />
      </td>
    </tr>
  );
}

/**
 * '/settings/access-tokens/': a person's personal access tokens, which scripts send as
 * `Authorization: Bearer <token>` to the /v5 API (as they do with Pinterest's): listed without
 * their secrets, made (the secret shown once) and revoked.
 */
export function AccessTokensPage({ host }: HostProps) {
  useDocumentTitle(pageTitle('Access tokens'));
  const tokens = useAccessTokens(host.api);
  const revoke = useRevokeAccessToken(host.api);
  const toast = useToast();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const now = Date.now();
  const onConfirmRevoke = (token: AccessToken) => {
    setRevoking(null);
    revoke.mutate(token.id, {
      onSuccess: () => toast.show({ text: `${token.name} revoked`, type: 'success' }),
      onError: (error) => toast.show({ text: errorText(error), type: 'error' }),
    });
  };
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <Flex direction="column" gap={{ column: 2, row: 0 }}>
        <Heading size="400" accessibilityLevel={1}>
          Access tokens
        </Heading>
        <Text>
          Scripts and tools call the API as you with an access token, sent as “Authorization: Bearer
          &lt;token&gt;” to the /v5 paths, as with Pinterest&apos;s API. Give each the scopes it needs and no
          more. You can have {ACCESS_TOKENS_PER_USER_MAX} at a time.
        </Text>
        <Text>
          {/* The gateway's page, outside the shell's routes: a whole page load. */}
          <a className="pb-settings-docs" href="/api-docs">
            The API reference
          </a>{' '}
          lists every path, what it takes and what it answers.
        </Text>
      </Flex>
      {created ? <NewToken created={created} onDone={() => setCreated(null)} /> : null}
      <section aria-labelledby="pb-tokens-heading">
        <Flex direction="column" gap={{ column: 3, row: 0 }}>
          <Heading size="300" accessibilityLevel={2} id="pb-tokens-heading">
            Your tokens
          </Heading>
          <FormError error={tokens.error} />
          {tokens.isPending ? <Spinner show accessibilityLabel="Loading your tokens" /> : null}
          {tokens.data?.length === 0 ? <Text>You have no access tokens yet.</Text> : null}
          {tokens.data && tokens.data.length > 0 ? (
            <div className="pb-ads-table-wrap">
              <table className="pb-ads-table">
                <caption className="pb-visually-hidden">Your access tokens</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Scopes</th>
                    <th scope="col" className="pb-ads-wide-only">
                      Created
                    </th>
                    <th scope="col">Expires</th>
                    <th scope="col" className="pb-ads-wide-only">
                      Last used
                    </th>
                    <th scope="col">
                      <span className="pb-visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tokens.data.map((token) => (
                    <TokenRow key={token.id} token={token} now={now} onRevoke={setRevoking} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </Flex>
      </section>
      <Box maxWidth={640}>
        <CreateTokenForm host={host} onCreated={setCreated} />
      </Box>
      {revoking ? (
        <ConfirmAlert
          heading={`Revoke ${revoking.name}?`}
          confirm={{ label: 'Revoke', accessibilityLabel: `Revoke ${revoking.name} now` }}
          onConfirm={() => onConfirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        >
          Scripts that use it stop working at once. This cannot be undone.
        </ConfirmAlert>
      ) : null}
    </Flex>
  );
}
