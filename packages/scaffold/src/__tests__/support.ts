import { freePort, spawnNode, testEnvVars, type PartProcess } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);

/** The scaffold's CLI, from this build. */
export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** Runs a command in `cwd`; a failure throws with its output. */
export async function sh(
  cwd: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  // A test runner started from inside a test would otherwise think it is nested and run nothing.
  const { NODE_TEST_CONTEXT: _nested, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd,
      env: { ...inherited, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout + stderr;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`);
  }
}

/** Runs node's test runner on a folder of the copy; fails unless some tests ran and none failed. */
export async function assertTestsPass(root: string, folder: string): Promise<void> {
  const output = await sh(root, process.execPath, ['--test', '--test-reporter=tap', folder]);
  assert.match(output, /^# pass [1-9]/m, output);
  assert.match(output, /^# fail 0$/m, output);
}

/** The copy's own gateway (from its build), discovering the copy's parts. */
export async function startScratchGateway(root: string): Promise<{ url: string; process: PartProcess }> {
  const port = await freePort();
  const gateway = spawnNode('gateway', join(root, 'services/gateway/dist/main.js'), {
    ...testEnvVars(),
    PARTS_ROOT: root,
    PORT: String(port),
    LOG_LEVEL: 'error',
  });
  return { url: `http://127.0.0.1:${port}`, process: gateway };
}
