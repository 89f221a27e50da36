import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The template folders, beside dist/ and src/. */
export const TEMPLATES = fileURLToPath(new URL('../templates/', import.meta.url));

/** The words a template's names and contents are written with. */
export interface Names {
  /** `search` (folder, subjects, schema, queue group) */
  name: string;
  /** `Search` (types, resource names) */
  Name: string;
  /** `SEARCH` (environment variables) */
  NAME: string;
  /** A port of its own, for a part served on its own (a remote's static server). */
  port: number;
}

export function namesFor(name: string, port = 0): Names {
  return { name, Name: name.charAt(0).toUpperCase() + name.slice(1), NAME: name.toUpperCase(), port };
}

export function fill(text: string, names: Names): string {
  return text
    .replaceAll('__Name__', names.Name)
    .replaceAll('__NAME__', names.NAME)
    .replaceAll('__name__', names.name)
    .replaceAll('__port__', String(names.port));
}

/**
 * Writes template folder `from` into `to`: names and contents filled in, `.tmpl` dropped from file
 * names. Refuses to overwrite anything. Answers the files written.
 */
export async function copyTemplate(from: string, to: string, names: Names): Promise<string[]> {
  const written: string[] = [];
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, fill(relative(from, source), names).replace(/\.tmpl$/, ''));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, fill(await readFile(source, 'utf8'), names), { flag: 'wx' });
    written.push(target);
  }
  return written;
}

/**
 * Links a new workspace into node_modules as `npm install` would (node_modules/@pinboard/<folder>),
 * so that other workspaces resolve it at once; `npm ci` later rebuilds node_modules from the lockfile.
 */
export async function linkWorkspace(root: string, folder: string): Promise<void> {
  const link = join(root, 'node_modules/@pinboard', basename(folder));
  await mkdir(dirname(link), { recursive: true });
  await symlink(relative(dirname(link), join(root, folder)), link).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
}

/** Inserts `line` after the last line matching `after` (the file's own order is kept). */
export async function insertAfterLast(file: string, after: RegExp, line: string): Promise<void> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const index = lines.findLastIndex((l) => after.test(l));
  if (index < 0) throw new Error(`${file}: no line matches ${after}`);
  lines.splice(index + 1, 0, line);
  await writeFile(file, lines.join('\n'));
}
