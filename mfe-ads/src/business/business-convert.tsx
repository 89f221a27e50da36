import { useState } from 'react';
import { Box, Button, Flex, Heading, Text, TextField } from 'gestalt';
import { useLocation } from 'react-router';
import { BUSINESS_NAME_MAX, UserTexts } from '@pinboard/contracts/web';
import type { HostProps } from '@pinboard/host-contract';
import { dataOf, pageTitle, RemoteRoot, useDocumentTitle } from '@pinboard/web-kit';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../common/form-error';
import { safeNext } from '../common/next-url';
import '../ads.css';

/**
 * '/business/convert?next=…&pinId=…': the promote entry (SPEC §2.2). A personal account gets a
 * business name and becomes a business account, then goes on to `next` (a same-site path only);
 * a business account goes on at once.
 */
function ConvertView({ host }: HostProps) {
  useDocumentTitle(pageTitle('Create a business account'));
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const next = safeNext(params.get('next'), params.get('pinId'));
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const convert = useMutation({
    mutationFn: (businessName: string) => dataOf(host.api.convertToBusiness(businessName)),
    // A full load: the shell and every remote read the new account type from /v3/users/me/.
    onSuccess: () => window.location.assign(next),
  });
  if (!host.me) {
    return (
      <Flex direction="column" alignItems="center" gap={{ column: 3, row: 0 }}>
        <Text>Log in to promote your Pins with a business account.</Text>
        <Button
          text="Log in"
          color="red"
          onClick={() => host.requireLogin('Log in to create a business account')}
        />
      </Flex>
    );
  }
  if (host.me.account_type === 'business') {
    window.location.replace(next);
    return null;
  }
  const trimmed = name.trim();
  const invalid = trimmed === '' ? UserTexts.businessNameRequired : null;
  const submit = () => {
    setTouched(true);
    if (!invalid) convert.mutate(trimmed);
  };
  return (
    <Flex direction="column" gap={{ column: 4, row: 0 }}>
      <Text>
        A business account lets you promote Pins, run campaigns and see how they do. Your Pins, boards and
        followers stay as they are.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Flex direction="column" gap={{ column: 4, row: 0 }}>
          <TextField
            id="pb-business-name"
            label="Business name"
            value={name}
            maxLength={{ characterCount: BUSINESS_NAME_MAX, errorAccessibilityLabel: 'Too long' }}
            onChange={({ value }) => setName(value)}
            onBlur={() => setTouched(true)}
            errorMessage={touched && invalid ? invalid : undefined}
          />
          <FormError error={convert.error} />
          <Flex justifyContent="end">
            <Button
              type="submit"
              text={convert.isPending ? 'Converting…' : 'Convert to business'}
              color="red"
              disabled={convert.isPending}
            />
          </Flex>
        </Flex>
      </form>
    </Flex>
  );
}

/** Exposed as mfe_ads/BusinessConvert. */
export function BusinessConvert(props: HostProps) {
  return (
    <RemoteRoot>
      <Box maxWidth={540} marginStart="auto" marginEnd="auto" padding={6}>
        <Box marginBottom={4}>
          <Heading size="400" accessibilityLevel={1}>
            Create a business account
          </Heading>
        </Box>
        <ConvertView {...props} />
      </Box>
    </RemoteRoot>
  );
}
