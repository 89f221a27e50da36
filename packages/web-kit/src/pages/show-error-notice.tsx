import { Box, Flex, IconButton, Text } from 'gestalt';
import { useSearchParams } from 'react-router';
import { SHOW_ERROR_PARAM } from './load-failure';

/**
 * SPEC §2.1: a page someone was sent to with the show-error flag (a missing Pin, board or person,
 * a lapsed session) says so at the top; closing it drops the flag.
 */
export function ShowErrorNotice({ text }: { text: string }) {
  const [params, setParams] = useSearchParams();
  if (params.get(SHOW_ERROR_PARAM) !== 'true') return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHOW_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Box role="alert" color="errorBase" rounding={4} padding={3} margin={4}>
      <Flex alignItems="center" justifyContent="between" gap={{ row: 2, column: 0 }}>
        <Text color="inverse" weight="bold">
          {text}
        </Text>
        <IconButton
          icon="cancel"
          accessibilityLabel="Dismiss"
          size="sm"
          iconColor="white"
          onClick={dismiss}
        />
      </Flex>
    </Box>
  );
}
