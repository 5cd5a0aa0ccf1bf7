import fs from 'node:fs';

/**
 * The hub's files hold students' counseling details: only the account the server runs as may read them.
 * Folders are 0700 and files 0600, set at start whatever an earlier version or the umask left behind.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder (and its parents) when missing, and makes it private. A shared folder with the sticky
 * bit (such as /tmp) is never narrowed: that would lock everyone else out of it.
 */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((fs.statSync(dir).mode & 0o1000) !== 0) return;
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Makes each existing file private; missing ones (a WAL not yet written) are skipped. */
export function makePrivateFiles(...files: string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
