import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_MESSAGES,
  ATTACHMENTS,
  attachmentNameAndSizeProblems,
  cleanFileName,
  DEFAULT_UPLOAD_RULES,
  extensionOf,
  maxBytesOf,
  type UploadRules,
} from '../../common/limits';

export interface IncomingFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  /** The upload went past the size limit and was cut short. */
  truncated: boolean;
}

export interface CheckedFile {
  originalName: string;
  fileType: string;
  data: Buffer;
  sha256: string;
}

export interface StoredFile extends CheckedFile {
  storedName: string;
  size: number;
}

/** True when the bytes are text a person could read: valid UTF-8 with no NUL or other binary controls. */
function looksLikePlainText(data: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: binary control bytes mean "not text"
    return !/[\u0000-\u0008\u000e-\u001a\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** Is this really the kind of file its name says? Checked from the content, not the name or the browser's word. */
async function contentMatches(ext: string, data: Buffer): Promise<boolean> {
  const detected = await fileTypeFromBuffer(data);
  switch (ext) {
    case 'txt':
      return detected === undefined && looksLikePlainText(data);
    case 'jpg':
    case 'jpeg':
      return detected?.mime === 'image/jpeg';
    case 'doc':
      return detected?.mime === 'application/x-cfb';
    case 'docx':
      return detected?.ext === 'docx';
    default:
      return detected?.mime === ATTACHMENTS.allowedExtensions[ext];
  }
}

/** Checks every file and answers all problems at once, as the product rules join them. */
export async function checkFiles(
  files: IncomingFile[],
  rules: UploadRules = DEFAULT_UPLOAD_RULES,
): Promise<{ files: CheckedFile[]; problems: string[] }> {
  const problems: string[] = [];
  const checked: CheckedFile[] = [];
  for (const [index, file] of files.entries()) {
    if (!file.filename) {
      problems.push(`Invalid file at position ${index + 1}`);
      continue;
    }
    const name = cleanFileName(file.filename);
    const size = file.truncated ? maxBytesOf(rules) + 1 : file.data.length;
    const problem = attachmentNameAndSizeProblems({ name, size, type: file.mimetype }, rules);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const ext = extensionOf(name);
    if (!(await contentMatches(ext, file.data))) {
      problems.push(ATTACHMENT_MESSAGES.contentMismatch(name));
      continue;
    }
    checked.push({
      originalName: name,
      fileType: ATTACHMENTS.allowedExtensions[ext] ?? 'application/octet-stream',
      data: file.data,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    });
  }
  return { files: checked, problems };
}

/** Where attachments live: under DATA_DIR, with names the server makes, never served as static files. */
export function attachmentStore(dataDir: string) {
  const root = path.join(dataDir, 'attachments');
  const pathOf = (storedName: string) => {
    if (!/^[a-f0-9]{32}$/.test(storedName)) throw new Error('invalid stored file name');
    return path.join(root, storedName.slice(0, 2), storedName);
  };
  return {
    pathOf,
    /** Writes the files; if any write fails, the ones already written are removed. */
    async save(files: CheckedFile[]): Promise<StoredFile[]> {
      const stored: StoredFile[] = [];
      try {
        for (const file of files) {
          const storedName = randomBytes(16).toString('hex');
          const target = pathOf(storedName);
          await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
          stored.push({ ...file, storedName, size: file.data.length });
          // On disk before the row that names it commits: a crash then leaves at worst a file with no row,
          // which sweepOrphans removes, never a row with no file.
          const handle = await fs.open(target, 'wx', 0o600);
          try {
            await handle.writeFile(file.data);
            await handle.sync();
          } finally {
            await handle.close();
          }
        }
        return stored;
      } catch (error) {
        await this.remove(stored.map((file) => file.storedName));
        throw error;
      }
    },
    /**
     * Removes stored files no row names: left behind when the process died between writing a file and
     * committing its row. Only files older than `graceMs` go, so another process's upload in flight (several
     * servers on one DATA_DIR) is left alone. Answers the names removed.
     */
    async sweepOrphans(isKnown: (storedNames: string[]) => Promise<Set<string>>, graceMs: number) {
      const cutoff = Date.now() - graceMs;
      const candidates: string[] = [];
      const shards = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      for (const shard of shards) {
        if (!shard.isDirectory() || !/^[a-f0-9]{2}$/.test(shard.name)) continue;
        for (const name of await fs.readdir(path.join(root, shard.name))) {
          if (!/^[a-f0-9]{32}$/.test(name)) continue;
          const stat = await fs.stat(pathOf(name)).catch(() => null);
          if (stat?.isFile() && stat.mtimeMs <= cutoff) candidates.push(name);
        }
      }
      const orphans: string[] = [];
      for (let i = 0; i < candidates.length; i += 500) {
        const chunk = candidates.slice(i, i + 500);
        const known = await isKnown(chunk);
        orphans.push(...chunk.filter((name) => !known.has(name)));
      }
      await this.remove(orphans);
      return orphans;
    },
    async remove(storedNames: string[]): Promise<void> {
      await Promise.all(
        storedNames.map((name) => fs.rm(pathOf(name), { force: true }).catch(() => undefined)),
      );
    },
  };
}

/** Content-Disposition that survives any file name: an ASCII fallback plus the UTF-8 original. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Free bytes for the server's account on the file system that holds `dir` (or its nearest existing parent). */
export async function freeBytesAt(dir: string): Promise<number> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const stats = await fs.statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
}
