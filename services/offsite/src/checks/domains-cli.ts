/**
 * `npm run domains -w services/offsite -- list | block <domain> [--status blocked|suspicious|porn]
 * [--reason <text>] | unblock <domain>`: the operator's list of domains whose links the product
 * will not open (blocked, porn) or warns about (suspicious), as the offsite check (SPEC §7
 * /v3/offsite/) reads it; a domain covers its subdomains. Works on the offsite schema of
 * DATABASE_URL, as the service does; its processes see a change within a minute.
 */
import { createPrismaAdapter } from '@pinboard/db';
import { PrismaClient } from '../generated/prisma/client.js';
import { parseDomainCommand, runDomainCommand } from './domain-list.js';

const command = parseDomainCommand(process.argv.slice(2));
if ('error' in command) {
  console.error(command.error);
  process.exit(2);
}
const prisma = new PrismaClient({
  adapter: createPrismaAdapter(
    process.env.DATABASE_URL ?? 'postgresql://pinboard:pinboard@127.0.0.1:5432/pinboard',
    'offsite',
    1,
  ),
});
try {
  console.log(await runDomainCommand(prisma, command));
} finally {
  await prisma.$disconnect();
}
