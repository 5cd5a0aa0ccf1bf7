import type { AppContext } from '../../context';
import { AppError, validationError } from '../../lib/errors';
import { freeBytesAt, type IncomingFile } from '../../lib/files';
import { uploadUsage } from './repository';

const MINUTE_MS = 60_000;
const DISK_RETRY_SECONDS = 300;

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

export const UPLOAD_MESSAGES = {
  quota: (quota: number) =>
    `You have reached your upload limit of ${megabytes(quota)}. Remove attachments you no longer need or ask an administrator.`,
  rate: (perMinute: number, seconds: number) =>
    `You can upload at most ${perMinute} files a minute. Please wait ${seconds} seconds and try again.`,
  disk: (minutes: number) =>
    `Uploads are paused because the server is low on storage. Please try again in ${minutes} minutes or send your message without files.`,
} as const;

/**
 * Per-user upload limits (finding: one student wrote 600 MB in 5 seconds): total bytes stored, files per
 * minute, and the free space kept on DATA_DIR's disk, checked once the files are read (each request's body is
 * bounded: 5 files of 10 MB) and before any is written. A message without files is never held back by them:
 * a student's words, perhaps a crisis, always get through. The limits count the attachments table, so they
 * hold across servers; two uploads at the same instant may each pass (the overshoot is one request's files).
 */
export function uploadQuota(ctx: AppContext) {
  const limits = ctx.config.uploads;

  async function usage(userId: number) {
    const now = ctx.clock.now().getTime();
    const found = await uploadUsage(ctx.db, userId, new Date(now - MINUTE_MS).toISOString());
    const retryAfter = found.oldestRecent
      ? Math.max(1, Math.ceil((new Date(found.oldestRecent).getTime() + MINUTE_MS - now) / 1000))
      : 60;
    return { ...found, retryAfter };
  }

  async function assertDiskRoom(incomingBytes: number) {
    const free = await freeBytesAt(ctx.config.dataDir);
    if (free - incomingBytes >= limits.minFreeBytes) return;
    ctx.log.error({ free, needed: limits.minFreeBytes + incomingBytes }, 'uploads refused: low disk space');
    throw new AppError('UNAVAILABLE', UPLOAD_MESSAGES.disk(DISK_RETRY_SECONDS / 60), {
      headers: { 'retry-after': String(DISK_RETRY_SECONDS) },
    });
  }

  async function assertWithin(userId: number, files: number, bytes: number) {
    const used = await usage(userId);
    if (used.recentFiles + files > limits.perMinute) {
      throw new AppError('RATE_LIMITED', UPLOAD_MESSAGES.rate(limits.perMinute, used.retryAfter), {
        headers: { 'retry-after': String(used.retryAfter) },
      });
    }
    if (used.bytes + bytes > limits.quotaBytes) {
      throw validationError({ attachments: [UPLOAD_MESSAGES.quota(limits.quotaBytes)] });
    }
  }

  return {
    /** The files read fit the person's quota, rate and the disk. */
    async check(userId: number, files: readonly IncomingFile[]): Promise<void> {
      if (files.length === 0) return;
      const bytes = files.reduce((sum, file) => sum + file.data.length, 0);
      await assertWithin(userId, files.length, bytes);
      await assertDiskRoom(bytes);
    },
  };
}
