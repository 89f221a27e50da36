import { useState } from 'react';
import { Box, Button, Flex, Heading, SelectList, Spinner, Text, TextField } from 'gestalt';
import { Link } from 'react-router';
import type { AdAccount, AdAccountRole, AssetMember } from '@pinboard/contracts';
import { AD_ACCOUNT_ROLES } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { dataOf, errorText, pageTitle, useDocumentTitle, useToast } from '@pinboard/web-kit';
import { useAdAccount } from '../common/ads-api';
import { FormError } from '../common/form-error';
import { ROLES } from '../common/labels';
import { useMembers, useRemoveMember, useSetRole } from './members-api';
import { BackToAccount } from '../common/back-to-account';

function RoleOptions() {
  return (
    <>
      {AD_ACCOUNT_ROLES.map((role) => (
        <SelectList.Option key={role} label={ROLES[role].label} value={role} />
      ))}
    </>
  );
}

/** A member's row: their role, changed at once (taken back if refused), and Remove. */
function MemberRow({
  host,
  account,
  member,
  onRemove,
}: HostProps & { account: AdAccount; member: AssetMember; onRemove: (member: AssetMember) => void }) {
  const toast = useToast();
  const setRole = useSetRole(host.api, account);
  const name = member.user.username ?? `Person ${member.user.id}`;
  const role = member.permissions[0] ?? 'ANALYST';
  const isOwner = member.user.id === account.owner.id;
  const onError = (error: Error) => toast.show({ text: errorText(error), type: 'error' });
  return (
    <tr>
      <th scope="row" className="pb-ads-wrap">
        {member.user.username ? <Link to={`/${member.user.username}/`}>{name}</Link> : name}
        {isOwner ? ' (owner)' : ''}
      </th>
      <td>
        {isOwner ? (
          ROLES.ADMIN.label
        ) : (
          <div className="pb-ads-cell-select">
            <SelectList
              id={`pb-member-role-${member.user.id}`}
              label={`Role of ${name}`}
              labelDisplay="hidden"
              size="md"
              value={role}
              onChange={({ value }) =>
                setRole.mutate({ memberId: member.user.id, role: value as AdAccountRole }, { onError })
              }
            >
              <RoleOptions />
            </SelectList>
          </div>
        )}
      </td>
      <td className="pb-ads-wide-only">{ROLES[role].can}</td>
      <td>
        {isOwner ? null : (
          <Button
            size="sm"
            text="Remove"
            accessibilityLabel={`Remove ${name}`}
            onClick={() => onRemove(member)}
          />
        )}
      </td>
    </tr>
  );
}

/** Give a business account a role: found by username, then granted. */
function AddMemberForm({ host, account }: HostProps & { account: AdAccount }) {
  const toast = useToast();
  const setRole = useSetRole(host.api, account);
  const [username, setUsername] = useState('');
  const [role, setRole_] = useState<AdAccountRole>('ANALYST');
  const [error, setError] = useState<unknown>(null);
  const [finding, setFinding] = useState(false);
  const busy = finding || setRole.isPending;
  const submit = async () => {
    const wanted = username.trim().replace(/^@/, '');
    if (!wanted) return setError(new Error('Enter a username.'));
    setError(null);
    setFinding(true);
    try {
      const person = await dataOf(host.api.get('UserResource', { username: wanted }));
      await setRole.mutateAsync({ memberId: person.id, role });
      toast.show({ text: `${person.username} is now ${ROLES[role].label.toLowerCase()}`, type: 'success' });
      setUsername('');
    } catch (failure) {
      setError(failure);
    } finally {
      setFinding(false);
    }
  };
  return (
    <form
      aria-label="Add a person"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Flex direction="column" gap={{ column: 3, row: 0 }}>
        <Heading size="300" accessibilityLevel={2}>
          Add a person
        </Heading>
        <Text>They need a business account of their own.</Text>
        <Flex gap={{ row: 3, column: 3 }} wrap alignItems="end">
          <TextField
            id="pb-member-username"
            label="Username"
            value={username}
            onChange={({ value }) => setUsername(value)}
            autoComplete="off"
          />
          <SelectList
            id="pb-member-new-role"
            label="Role"
            value={role}
            onChange={({ value }) => setRole_(value as AdAccountRole)}
          >
            <RoleOptions />
          </SelectList>
          <Button type="submit" color="red" text={busy ? 'Adding…' : 'Add'} disabled={busy} />
        </Flex>
        <FormError error={error} />
      </Flex>
    </form>
  );
}

/** '/advertiser/{id}/members/': who has access to the ad account and with which role (admins). */
export function MembersPage({ host, adAccountId }: HostProps & { adAccountId: string }) {
  useDocumentTitle(pageTitle('People with access'));
  const account = useAdAccount(host.api, adAccountId);
  const isAdmin = account.data?.permissions.includes('ADMIN') ?? false;
  const members = useMembers(host.api, isAdmin ? account.data : undefined);
  const toast = useToast();
  // Here, not in the row: the row goes at once (optimistic), and the outcome is told after.
  const remove = useRemoveMember(host.api, account.data);
  const onRemove = (member: AssetMember) => {
    const name = member.user.username ?? `Person ${member.user.id}`;
    remove.mutate(member.user.id, {
      onSuccess: () => toast.show({ text: `${name} no longer has access`, type: 'success' }),
      onError: (error) => toast.show({ text: errorText(error), type: 'error' }),
    });
  };
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <BackToAccount adAccountId={adAccountId} name={account.data?.name} />
      <Heading size="400" accessibilityLevel={1}>
        People with access
      </Heading>
      <FormError error={account.error ?? members.error} />
      {account.isPending || (isAdmin && members.isPending) ? (
        <Spinner show accessibilityLabel="Loading people" />
      ) : null}
      {account.data && !isAdmin ? (
        <Text>Only an admin of this ad account can see who has access.</Text>
      ) : null}
      {account.data && members.data ? (
        <Flex direction="column" gap={{ column: 8, row: 0 }}>
          <div className="pb-ads-table-wrap">
            <table className="pb-ads-table">
              <caption className="pb-visually-hidden">People with access to {account.data.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Person</th>
                  <th scope="col">Role</th>
                  <th scope="col" className="pb-ads-wide-only">
                    Can
                  </th>
                  <th scope="col">
                    <span className="pb-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.data.map((member) => (
                  <MemberRow
                    key={member.user.id}
                    host={host}
                    account={account.data}
                    member={member}
                    onRemove={onRemove}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Box maxWidth={640}>
            <AddMemberForm host={host} account={account.data} />
          </Box>
        </Flex>
      ) : null}
    </Flex>
  );
}
