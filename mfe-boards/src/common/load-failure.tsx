import { Box, Heading } from 'gestalt';
import { apiErrorOf, errorText } from '@pinboard/web-kit';

/** A page that could not load: `notFound` for a 404, else SPEC §8's text for the failure. */
export function LoadFailure({ error, notFound }: { error: unknown; notFound: string }) {
  return (
    <Box padding={8}>
      <Heading size="400" align="center">
        {apiErrorOf(error).http_status === 404 ? notFound : errorText(error)}
      </Heading>
    </Box>
  );
}
