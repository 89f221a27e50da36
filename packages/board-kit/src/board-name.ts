export const BOARD_NAME_MAX = 50;
export const NAME_REQUIRED = "Don't forget to name your board!";

/** SPEC §5: required, at most BOARD_NAME_MAX characters; several messages are comma-joined. */
export function boardNameError(name: string): string | null {
  const errors: string[] = [];
  if (!name.trim()) errors.push(NAME_REQUIRED);
  if (name.trim().length > BOARD_NAME_MAX)
    errors.push(`Please enter no more than ${BOARD_NAME_MAX} characters.`);
  return errors.length ? errors.join(', ') : null;
}
