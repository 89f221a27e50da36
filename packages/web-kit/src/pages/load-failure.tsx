import { Box, Button, Flex, Heading } from 'gestalt';
import { Navigate } from 'react-router';
import { errorText, apiErrorOf } from '../api-query';

/** The flag home reads to say why a person was sent there (SPEC §2.1 'show-error flag'). */
export const SHOW_ERROR_PARAM = 'show_error';
/** SPEC §8: an unauthenticated error with api_error_code 7 also sends home. */
export const SESSION_EXPIRED_CODE = 7;

/** SPEC §2.1: a 404, or a 401 with api_error_code 7, redirects home with the show-error flag. */
export function redirectsHome(error: unknown): boolean {
  const { http_status, api_error_code } = apiErrorOf(error);
  return http_status === 404 || (http_status === 401 && api_error_code === SESSION_EXPIRED_CODE);
}

export const homeWithError = `/?${SHOW_ERROR_PARAM}=true`;

/**
 * What a page shows when its data could not load: home with the flag for what SPEC §2.1 names
 * (missing Pin, board, section or person; a lapsed session), otherwise the failure and 'Try again'.
 */
export function PageLoadFailure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (redirectsHome(error)) return <Navigate to={homeWithError} replace />;
  return (
    <Box padding={8}>
      <Flex direction="column" alignItems="center" gap={{ column: 3, row: 0 }}>
        <Heading size="400" align="center" accessibilityLevel={1}>
          {errorText(error)}
        </Heading>
        {onRetry ? <Button text="Try again" onClick={onRetry} /> : null}
      </Flex>
    </Box>
  );
}
