import { listParts } from '@pinboard/parts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { copyTemplate, insertAfterLast, linkWorkspace, namesFor, TEMPLATES } from './templates.js';

export interface Scaffolded {
  /** Files written. */
  created: string[];
  /** Files that gained a line. */
  edited: string[];
  /** What is left for a person to do. */
  next: string[];
}

/** Names of the repository's own folders and files, and words a name cannot be in TypeScript. */
const RESERVED = new Set(
  'common catalog index web gateway shell resources parts new class delete default function import export return var let const this void with yield enum case catch do else for if in switch throw try while break continue debugger extends finally instanceof super typeof'.split(
    ' ',
  ),
);

/**
 * A service and a remote may share a name (services/search and mfe-search are one bounded context's
 * back and front); two of the same kind may not, nor a service and a contracts domain.
 */
export function checkPartName(name: string, root: string, kind: 'service' | 'remote'): void {
  if (!/^[a-z][a-z0-9]{1,19}$/.test(name)) {
    throw new Error(`"${name}": a name is 2 to 20 lower-case letters and digits, starting with a letter`);
  }
  if (RESERVED.has(name)) throw new Error(`"${name}" is reserved`);
  const folder = kind === 'remote' ? `mfe-${name}` : name;
  const taken =
    listParts(root).some((part) => part.name === folder) ||
    (kind === 'service' && existsSync(join(root, 'packages/contracts/src', name)));
  if (taken) throw new Error(`"${name}" is taken`);
}

/**
 * A new NATS service: its folder (a working feature with tests and a migration), its contracts
 * folder joined to the catalog, its gateway resources, and its compose entry. The gateway, scripts
 * and test harness find it by its role; nothing else is listed by hand.
 */
export async function newService(root: string, name: string): Promise<Scaffolded> {
  checkPartName(name, root, 'service');
  const names = namesFor(name);
  const contracts = join(root, 'packages/contracts/src');
  const created = [
    ...(await copyTemplate(join(TEMPLATES, 'service'), join(root, 'services', name), names)),
    ...(await copyTemplate(join(TEMPLATES, 'contracts'), join(contracts, name), names)),
    ...(await copyTemplate(join(TEMPLATES, 'gateway'), join(root, 'services/gateway/src/resources'), names)),
  ];
  await insertAfterLast(
    join(contracts, 'catalog.ts'),
    /^import \{ \w+Events, \w+Resources, \w+Rpc \} from '\.\/\w+\/index\.js';$/,
    `import { ${name}Events, ${name}Resources, ${name}Rpc } from './${name}/index.js';`,
  );
  await insertAfterLast(
    join(contracts, 'catalog.ts'),
    /^ {2}\w+: \{ rpc: \w+Rpc, events: \w+Events, resources: \w+Resources \},$/,
    `  ${name}: { rpc: ${name}Rpc, events: ${name}Events, resources: ${name}Resources },`,
  );
  await insertAfterLast(
    join(contracts, 'index.ts'),
    /^export \* from '\.\/\w+\/index\.js';$/,
    `export * from './${name}/index.js';`,
  );
  // After the last service's block (each ends with its command), and among those the gateway waits for.
  const composeFile = join(root, 'docker-compose.yml');
  const natsPassword = `NATS_PASSWORD_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  await insertAfterLast(
    composeFile,
    /^ {4}command: \['node', 'services\/(?!gateway\/)[\w-]+\/dist\/main\.js'\]$/,
    [
      `  ${name}:`,
      `    <<: *service`,
      `    environment:`,
      `      <<: *app-env`,
      `      NATS_URL: 'nats://${name}:\${${natsPassword}:?set by scripts/compose.sh in .env.compose}@nats:4222'`,
      `    command: ['node', 'services/${name}/dist/main.js']`,
    ].join('\n'),
  );
  // Its NATS user's password, which the NATS server reads (infra/nats-parts.conf).
  await insertAfterLast(
    composeFile,
    /^ {6}NATS_PASSWORD_\w+: '\$\{NATS_PASSWORD_\w+:\?set by scripts\/compose\.sh in \.env\.compose\}'$/,
    `      ${natsPassword}: '\${${natsPassword}:?set by scripts/compose.sh in .env.compose}'`,
  );
  await insertAfterLast(
    composeFile,
    /^ {6}[\w-]+: \{ condition: service_healthy \}$/,
    `      ${name}: { condition: service_healthy }`,
  );
  await linkWorkspace(root, `services/${name}`);
  return {
    created,
    edited: [join(contracts, 'catalog.ts'), join(contracts, 'index.ts'), composeFile],
    next: [
      `npm run build && npm run openapi -w services/gateway   # build it, and publish its resources in openapi.json`,
      `npm run nats-config                                     # its NATS user and rights (infra/nats-parts.conf)`,
      `node --test services/${name}/dist-test                  # its tests (npm test runs them too)`,
      `Then make it yours: services/${name}/src (features), packages/contracts/src/${name} (subjects,`,
      `payloads, events, resources, texts), services/gateway/src/resources/${name}.resources.ts.`,
    ],
  };
}
