import { LISTED_STATUSES } from '@pinboard/contracts';
import { z } from 'zod';
import type { PrismaClient } from '../generated/prisma/client.js';

export type ListedStatus = (typeof LISTED_STATUSES)[number];

/**
 * A domain as the list keeps it and the check looks it up (link-verdict.ts): its host form, lower
 * case, without a trailing dot, international names in their xn-- form. Null for what is not a
 * domain (an address, a URL with a path, a single label).
 */
export function listedDomainOf(input: string): string | null {
  const text = input.trim();
  if (!text || /[\s/?#@:]/.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://${text}`).hostname.replace(/\.$/, '').toLowerCase();
  } catch {
    return null;
  }
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.length > 253) return null;
  return host;
}

const domainArgument = z.string().transform((value, ctx) => {
  const domain = listedDomainOf(value);
  if (domain === null) {
    ctx.addIssue({ code: 'custom', message: `'${value}' is not a domain (example.com, shop.example.com)` });
    return z.NEVER;
  }
  return domain;
});

/** What the operator asked for (see domains-cli.ts). */
export type DomainCommand =
  | { command: 'list' }
  | { command: 'block'; domain: string; status: ListedStatus; reason: string }
  | { command: 'unblock'; domain: string };

const USAGE = `usage: domains list
       domains block <domain> [--status blocked|suspicious|porn] [--reason <text>]
       domains unblock <domain>`;

/** The command line's words as a command, or an error that says what is wrong and how to ask. */
export function parseDomainCommand(argv: readonly string[]): DomainCommand | { error: string } {
  const [command, ...rest] = argv;
  if (command !== 'list' && command !== 'block' && command !== 'unblock') {
    return { error: `${command === undefined ? 'no command' : `unknown command '${command}'`}\n${USAGE}` };
  }
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    if (word === '--status' || word === '--reason') {
      const value = rest[++i];
      if (value === undefined) return { error: `${word} needs a value\n${USAGE}` };
      flags.set(word.slice(2), value);
    } else if (word.startsWith('--')) return { error: `unknown option ${word}\n${USAGE}` };
    else positional.push(word);
  }
  const parsed = z
    .discriminatedUnion('command', [
      z.strictObject({ command: z.literal('list') }),
      z.strictObject({
        command: z.literal('block'),
        domain: domainArgument,
        status: z.enum(LISTED_STATUSES).default('blocked'),
        reason: z
          .string()
          .max(500)
          .refine((value) => !/\p{Cc}/u.test(value), 'must not hold control characters')
          .default(''),
      }),
      z.strictObject({ command: z.literal('unblock'), domain: domainArgument }),
    ])
    .safeParse({
      command,
      ...(positional[0] !== undefined && { domain: positional[0] }),
      ...Object.fromEntries(flags),
    });
  if (!parsed.success || positional.length > (command === 'list' ? 0 : 1)) {
    const extra = command === 'list' ? 'list takes no domain' : 'one domain at a time';
    const why = parsed.success ? extra : parsed.error.issues.map((i) => i.message).join('; ');
    return { error: `${why}\n${USAGE}` };
  }
  return parsed.data;
}

/** Carries a command out on the offsite schema, and says what it did in a line (list: a table). */
export async function runDomainCommand(prisma: PrismaClient, command: DomainCommand): Promise<string> {
  switch (command.command) {
    case 'list': {
      const rows = await prisma.blockedDomain.findMany({ orderBy: { domain: 'asc' } });
      if (rows.length === 0)
        return 'no domains listed: every http(s) link opens (unless its form is suspicious)';
      return rows.map((row) => [row.domain, row.status, row.reason].filter(Boolean).join('\t')).join('\n');
    }
    case 'block': {
      const { domain, status, reason } = command;
      await prisma.blockedDomain.upsert({
        where: { domain },
        create: { domain, status, reason },
        update: { status, reason },
      });
      return `${domain}: ${status} (links to it and its subdomains; every offsite process within a minute)`;
    }
    case 'unblock': {
      const { count } = await prisma.blockedDomain.deleteMany({ where: { domain: command.domain } });
      return count ? `${command.domain}: no longer listed` : `${command.domain} was not listed`;
    }
  }
}
