import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkPartName, type Scaffolded } from './new-service.js';
import { copyTemplate, insertAfterLast, linkWorkspace, namesFor, TEMPLATES } from './templates.js';

/** The next port after those docker-compose.yml publishes for the shell and remotes (3000...). */
function nextPort(compose: string): number {
  const ports = [...compose.matchAll(/\$\{(?:MFE_\w+|SHELL)_PORT:-(3\d{3})\}/g)].map((m) => Number(m[1]));
  return Math.max(3000, ...ports) + 1;
}

/**
 * A new micro-frontend remote `mfe-<name>`: a page that loads data the way every remote does, its
 * exposes declared once, a unit test, a compose entry, and its typed handle in the shell. The
 * gateway serves and announces it by its role; what is left is the shell route that shows it.
 */
export async function newRemote(root: string, name: string): Promise<Scaffolded> {
  checkPartName(name, root, 'remote');
  const composeFile = join(root, 'docker-compose.yml');
  const names = namesFor(name, nextPort(await readFile(composeFile, 'utf8')));
  const folder = `mfe-${name}`;
  const created = await copyTemplate(join(TEMPLATES, 'remote'), join(root, folder), names);

  // The shell builds against the remote's types only (a dev dependency), never its code.
  const shellPackage = join(root, 'shell/package.json');
  const pkg = JSON.parse(await readFile(shellPackage, 'utf8')) as { devDependencies: Record<string, string> };
  pkg.devDependencies[`@pinboard/${folder}`] = '*';
  await writeFile(shellPackage, `${JSON.stringify(pkg, null, 2)}\n`);
  const remotesFile = join(root, 'shell/src/routes/remotes.ts');
  await insertAfterLast(
    remotesFile,
    /^import type \{ \w+Exposes \} from '@pinboard\/mfe-\w+\/exposes';$/,
    `import type { ${names.Name}Exposes } from '@pinboard/${folder}/exposes';`,
  );
  await insertAfterLast(
    remotesFile,
    /^export const \w+ = remote<\w+Exposes>\('mfe_\w+'\);$/,
    `export const ${name} = remote<${names.Name}Exposes>('mfe_${name}');`,
  );

  await insertAfterLast(
    composeFile,
    /^ {4}ports: \['\$\{PINBOARD_BIND:-127\.0\.0\.1\}:\$\{MFE_\w+_PORT:-3\d{3}\}:3000'\]$/,
    [
      `  ${folder}:`,
      `    <<: *web`,
      `    command: ['node', 'packages/mf-build/serve-static.mjs', '${folder}/dist', '3000']`,
      `    ports: ['\${PINBOARD_BIND:-127.0.0.1}:\${MFE_${names.NAME}_PORT:-${names.port}}:3000']`,
    ].join('\n'),
  );
  await insertAfterLast(
    composeFile,
    /^ {6}MFE_\w+_MANIFEST_URL: /,
    `      MFE_${names.NAME}_MANIFEST_URL: 'http://localhost:\${MFE_${names.NAME}_PORT:-${names.port}}/mf-manifest.json'`,
  );
  await linkWorkspace(root, folder);
  return {
    created,
    edited: [shellPackage, remotesFile, composeFile],
    next: [
      `Show it: a page in packages/contracts/src/common/pages.ts (SHELL_PAGES), e.g. ${name}: ['/${name}'],`,
      `  what it renders in shell/src/routes/app.tsx (PAGES), ${name}: <${names.Name}Page />, and in shell/src/routes/pages.tsx`,
      `  export function ${names.Name}Page() { const host = useHostApi(); return <${name}.Slot module="${names.Name}Page" props={{ host }} />; }`,
      `npm run build   # then open the route; the remote alone: npm run build -w ${folder}`,
      `Then make it yours: ${folder}/src, its exposes in package.json (pinboard.exposes) and src/exposes.ts.`,
    ],
  };
}
