import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where one stored file lives on disk and the URL the gateway serves it at. */
export interface StoredFile {
  path: string;
  url: string;
}

/**
 * Content-addressed image files under MEDIA_ROOT: `<kind>/ab/cd/<sha256>.<ext>`. The same image
 * always lands on the same name, so a file written once is reused by every later Pin.
 */
export class MediaStore {
  constructor(private readonly root: string) {}

  locate(kind: '236x' | 'originals', signature: string, ext: string): StoredFile {
    const relative = [kind, signature.slice(0, 2), signature.slice(2, 4), `${signature}.${ext}`];
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
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
