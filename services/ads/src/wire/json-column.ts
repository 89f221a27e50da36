import { Prisma } from '../generated/prisma/client.js';

/** A nullable JSON column's value to write: SQL NULL for null, untouched for undefined. */
export function jsonOrDbNull<T extends object>(
  value: T | null | undefined,
): Prisma.InputJsonValue | typeof Prisma.DbNull | undefined {
  if (value === undefined) return undefined;
  return value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}
