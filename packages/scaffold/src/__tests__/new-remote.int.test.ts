/**
 * `npm run new -- remote <name>` in a scratch copy of the repository: the new remote builds alone,
 * passes its own test, lints, and the gateway serves and announces it; with the one hand edit the
 * scaffold asks for (a shell route), a person sees its page through the shell in Chromium.
 */
import { listParts, remotes } from '@pinboard/parts';
import { scratchRepository, uniqueSuffix, waitReady } from '@pinboard/test-kit';
import { launchBrowser } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertTestsPass, CLI, sh, startScratchGateway } from './support.js';

describe('npm run new -- remote <name>', () => {
  const scratch = scratchRepository();
  const name = `ui${uniqueSuffix()}`.replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!);
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const folder = `mfe-${name}`;
  const dir = join(scratch.root, folder);
  const env = { PARTS_ROOT: scratch.root };

  before(async () => {
    await sh(scratch.root, process.execPath, [CLI, 'remote', name], env);
  });
  after(() => scratch.remove());

  test('is discovered: a part with role remote, in the scripts, compose, the lockfile and the shell', async () => {
    assert.equal(listParts(scratch.root).find((p) => p.name === folder)?.role, 'remote');
    const apps = await sh(scratch.root, 'bash', ['-c', 'source scripts/lib.sh; echo "${WEB_APP_DIRS[*]}"']);
    assert.ok(apps.trim().split(' ').includes(folder), apps);
    const compose = await readFile(join(scratch.root, 'docker-compose.yml'), 'utf8');
    // The next port after those the repository's own remotes are served on (3000 is the shell).
    const port = 3001 + remotes().length;
    const NAME = name.toUpperCase();
    assert.match(
      compose,
      new RegExp(
        `^  ${folder}:\\n    <<: \\*web\\n    command: \\['node', 'packages/mf-build/serve-static.mjs', '${folder}/dist', '3000'\\]\\n` +
          `    ports: \\['\\$\\{PINBOARD_BIND:-127.0.0.1\\}:\\$\\{MFE_${NAME}_PORT:-${port}\\}:3000'\\]`,
        'm',
      ),
    );
    assert.match(
      compose,
      new RegExp(
        `MFE_${NAME}_MANIFEST_URL: 'http://localhost:\\$\\{MFE_${NAME}_PORT:-${port}\\}/mf-manifest.json'`,
      ),
    );
    const lock = JSON.parse(await readFile(join(scratch.root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    assert.ok(lock.packages[folder], 'the new workspace is in the lockfile (npm ci accepts it)');
    const handles = await readFile(join(scratch.root, 'shell/src/routes/remotes.ts'), 'utf8');
    assert.match(handles, new RegExp(`export const ${name} = remote<${Name}Exposes>\\('mfe_${name}'\\);`));
  });

  test('builds alone as mfe_<name>, typechecks with the shell, lints and is formatted', async () => {
    await sh(scratch.root, 'npx', [
      'tsc',
      '-b',
      'packages/contracts',
      'packages/api-client',
      'services/gateway',
    ]);
    await sh(scratch.root, 'npx', ['tsc', '-p', `${folder}/tsconfig.json`, '--noEmit']);
    await sh(scratch.root, 'npx', ['tsc', '-p', 'shell/tsconfig.json', '--noEmit']);
    await sh(dir, join(scratch.root, 'node_modules/.bin/rspack'), ['build'], { NODE_ENV: 'production' });
    const manifest = JSON.parse(await readFile(join(dir, 'dist/mf-manifest.json'), 'utf8')) as {
      name: string;
    };
    assert.equal(manifest.name, `mfe_${name}`);
    const written = [folder, 'shell/src/routes/remotes.ts', 'shell/package.json', 'docker-compose.yml'];
    await sh(scratch.root, 'npx', ['eslint', '--max-warnings=0', folder, 'shell/src/routes/remotes.ts']);
    await sh(scratch.root, 'npx', ['prettier', '--check', ...written]);
  });

  test('passes its own unit test', async () => {
    await sh(scratch.root, 'npx', ['tsc', '-p', `${folder}/tsconfig.test.json`]);
    await writeFile(join(dir, 'dist-test/package.json'), '{"type":"commonjs"}');
    await assertTestsPass(scratch.root, `${folder}/dist-test`);
  });

  test('with a shell route added, a person sees its page through the shell', async (t) => {
    // The one hand edit `npm run new` asks for, as its printed next steps show it.
    const pages = join(scratch.root, 'shell/src/routes/pages.tsx');
    const app = join(scratch.root, 'shell/src/routes/app.tsx');
    const table = join(scratch.root, 'packages/contracts/src/common/pages.ts');
    await writeFile(
      pages,
      (await readFile(pages, 'utf8')).replace(
        /import \{ (\w+(?:, \w+)*) \} from '\.\/remotes';/,
        `import { $1, ${name} } from './remotes';`,
      ) +
        `\nexport function ${Name}Page() {\n  const host = useHostApi();\n  return <${name}.Slot module="${Name}Page" props={{ host }} />;\n}\n`,
    );
    await writeFile(
      table,
      (await readFile(table, 'utf8')).replace(
        "  notFound: ['*'],",
        `  ${name}: ['/${name}'],\n  notFound: ['*'],`,
      ),
    );
    await writeFile(
      app,
      (await readFile(app, 'utf8'))
        .replace(/\n} from '\.\/pages';/, `\n  ${Name}Page,\n} from './pages';`)
        .replace(
          '  notFound: <NotFoundPage />,',
          `  ${name}: <${Name}Page />,\n  notFound: <NotFoundPage />,`,
        ),
    );
    // The table is the shell's and the gateway's: both read it built.
    await sh(scratch.root, 'npx', ['tsc', '-b', 'packages/contracts', 'services/gateway']);
    await sh(scratch.root, 'npx', ['tsc', '-p', 'shell/tsconfig.json', '--noEmit']);
    await sh(join(scratch.root, 'shell'), join(scratch.root, 'node_modules/.bin/rspack'), ['build'], {
      NODE_ENV: 'production',
    });

    const { url, process: gateway } = await startScratchGateway(scratch.root);
    const browser = await launchBrowser();
    try {
      await waitReady([gateway], async () => (await fetch(`${url}/runtime-config.json`)).ok, 'the gateway');
      const config = (await (await fetch(`${url}/runtime-config.json`)).json()) as {
        remotes: Record<string, string>;
      };
      assert.equal(config.remotes[`mfe_${name}`], `/mfe/${name}/mf-manifest.json`);
      assert.equal((await fetch(`${url}/mfe/${name}/mf-manifest.json`)).status, 200);
      const page = await browser.newPage();
      // What the page met on the way, told when it fails (clean-clone runs timed out here with
      // nothing to go on).
      const events: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') events.push(`console ${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => events.push(`page error: ${e.message}`));
      page.on('requestfailed', (r) => events.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
      page.on('response', (r) => {
        if (r.status() >= 400) events.push(`${r.status()}: ${r.url()}`);
      });
      // The first load of the shell and the new remote, while other suites share the two cores.
      page.setDefaultTimeout(45_000);
      const heading = page.getByRole('heading', { name: Name });
      const fallback = page.getByText('This part of the page could not load.');
      const attempt = async (load: () => Promise<unknown>): Promise<string | null> => {
        const started = Date.now();
        events.length = 0;
        try {
          await load();
          await heading.or(fallback).first().waitFor();
          if ((await fallback.count()) > 0) throw new Error('the new remote fell back');
          await page.getByText('Log in to create a Pin or board').first().waitFor();
          return null;
        } catch (error) {
          const shown = await page
            .locator('body')
            .innerText({ timeout: 5_000 })
            .catch(() => '(no page)');
          return `${(error as Error).message} after ${Date.now() - started} ms\nthe page showed:\n${shown}\nwhat it met:\n${events.join('\n')}`;
        }
      };
      const first = await attempt(() => page.goto(`${url}/${name}`));
      if (first) {
        // Twice in about ten clean-clone runs the first load never showed the page, and no run
        // here reproduced it (40 loads in a row under CPU load did not): one reload, as a person
        // would, and what the first load met goes into the test's output either way.
        t.diagnostic(`the first load failed: ${first}`);
        const second = await attempt(() => page.reload());
        if (second) throw new Error(`${first}\n-- and after a reload --\n${second}`);
      }
    } finally {
      await browser.close();
      await gateway.stop();
    }
  });
});
