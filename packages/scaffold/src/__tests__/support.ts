import { execFile } from 'node:child_process';
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
