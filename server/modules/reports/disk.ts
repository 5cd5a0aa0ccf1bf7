import fs from 'node:fs/promises';
import path from 'node:path';

/** Stops a walk of a very large directory tree from holding the request for long. */
const MAX_ENTRIES = 250_000;

/**
 * Bytes the regular files under `root` take (their sizes, not their blocks); 0 when `root` does not exist.
 * Attachments sit two levels deep (`attachments/xx/<name>`), so the tree is shallow.
 */
export async function directoryBytes(root: string): Promise<number> {
  let total = 0;
  let seen = 0;
  const pending = [root];
  while (pending.length > 0 && seen < MAX_ENTRIES) {
    const dir = pending.pop()!;
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    const files: string[] = [];
    for (const entry of entries) {
      seen += 1;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) files.push(full);
    }
    for (let i = 0; i < files.length; i += 64) {
      const sizes = await Promise.all(
        files.slice(i, i + 64).map((file) =>
          fs.stat(file).then(
            (s) => s.size,
            () => 0,
          ),
        ),
      );
      for (const size of sizes) total += size;
    }
  }
  return total;
}
