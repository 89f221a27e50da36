import { Text } from 'gestalt';
import { errorText } from '@pinboard/web-kit';

/** A failed call's SPEC §8 text, announced (role alert); nothing when there is no error. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div role="alert">
      <Text color="error">{errorText(error)}</Text>
    </div>
  );
}
