import { createHmac, randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where one stored file lives on disk and the URL the gateway serves it at. */
export interface StoredFile {
  path: string;
  url: string;
}

/**
 * Content-addressed image files under MEDIA_ROOT: `<kind>/ab/cd/<address>.<ext>`, the address an
 * HMAC of the content's sha256 under MEDIA_ADDRESS_KEY. The same image always lands on the same
 * name, so a file written once is reused by every later Pin; but nobody can compute a name from an
 * image they hold, so the files (served to anyone, cached for good, as Pinterest's image hosts do)
 * can only be reached through a Pin its viewer may see: a secret board's images stay unlisted.
 */
export class MediaStore {
  constructor(
    private readonly root: string,
    private readonly addressKey: string,
  ) {}

  locate(kind: '236x' | 'originals' | 'videos', signature: string, ext: string): StoredFile {
    const address = createHmac('sha256', this.addressKey).update(signature).digest('hex');
    const relative = [kind, address.slice(0, 2), address.slice(2, 4), `${address}.${ext}`];
    return { path: join(this.root, ...relative), url: `/media/${relative.join('/')}` };
  }

  /**
   * Writes to a temporary name in the same folder and renames it into place: readers see either
   * no file or the whole file, never half of one, and a failure removes the temporary file.
   */
  async put(file: StoredFile, data: Buffer): Promise<void> {
    if (await exists(file.path)) return;
    await mkdir(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, file.path);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  /** Removes a stored file by its URL (one no Pin names any more); one already gone is fine. */
  async remove(url: string): Promise<void> {
    const path = this.pathOf(url);
    if (path !== null) await unlink(path).catch(() => undefined);
  }

  /** A stored file's bytes by its URL, or null when the URL names none. */
  async read(url: string): Promise<Buffer | null> {
    const path = this.pathOf(url);
    return path === null ? null : readFile(path).catch(() => null);
  }

  /** Where a stored file's URL points on disk: null for any other URL. */
  private pathOf(url: string): string | null {
    const relative = url.replace(/^\/media\//, '');
    if (relative === url || relative.split('/').includes('..')) return null;
    return join(this.root, relative);
  }

  /**
   * Moves a file already on disk (an upload) into place, as put() writes one: under a temporary
   * name first, renamed whole; a file already there (the same content) is kept and `source` removed.
   */
  async moveIn(file: StoredFile, source: string): Promise<void> {
    if (await exists(file.path)) return unlink(source);
    await mkdir(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${randomUUID()}.tmp`;
    try {
      // A rename where both are on one file system; a copy where MEDIA_ROOT spans several.
      await rename(source, temp).catch(async () => {
        await copyFile(source, temp);
        await unlink(source);
      });
      await rename(temp, file.path);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
