import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { saveBlob } from '../../lib/download';
import {
  DOWNLOAD_CAUSE_MESSAGES,
  type DownloadFailure,
  downloadFailureMessage,
  downloadFailureOf,
  filenameFromDisposition,
} from './format';
import { withGlass } from './glass';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 2000;
/** The button stays disabled this long after a download ends (product §1.2.8). */
const COOLDOWN_MS = 2000;

class DownloadError extends Error {
  constructor(readonly reason: DownloadFailure) {
    super(DOWNLOAD_CAUSE_MESSAGES[reason]);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOnce(url: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new DownloadError('network');
  }
  if (!response.ok) throw new DownloadError(downloadFailureOf(response.status));
  const type = response.headers.get('content-type') ?? '';
  // An HTML page where a file was expected is the app shell, not the attachment.
  if (type.includes('text/html')) throw new DownloadError('invalid');
  const blob = await response.blob();
  if (blob.size === 0) throw new DownloadError('empty');
  return {
    blob,
    filename: filenameFromDisposition(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Up to 3 attempts, 2 seconds apart; answers that will not change on a retry (401, 403, 404) stop at once. */
export async function downloadAttachment(
  attachmentId: number,
  fallbackName: string,
  ticketId?: number,
): Promise<string> {
  const path = `/api/tickets/attachments/${attachmentId}/download`;
  // A file of a ticket opened with a reason is sent the same reason (decision 0034).
  const url = ticketId === undefined ? path : withGlass(path, ticketId);
  let lastCause: DownloadFailure = 'network';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const { blob, filename } = await fetchOnce(url, fallbackName);
      saveBlob(blob, filename);
      return filename;
    } catch (error) {
      lastCause = error instanceof DownloadError ? error.reason : 'network';
      if (['authentication', 'permission', 'not_found'].includes(lastCause)) break;
      if (attempt < ATTEMPTS) await wait(RETRY_DELAY_MS);
    }
  }
  throw new DownloadError(lastCause);
}

/**
 * Which attachments are downloading or cooling down. A button is disabled from the click until 2 seconds
 * after its download ends; a failure toasts "Download Failed".
 */
export function useAttachmentDownloads(ticketId?: number) {
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const start = useCallback(
    async (attachmentId: number, name: string) => {
      const toggle = (set: ReadonlySet<number>, on: boolean) => {
        const next = new Set(set);
        if (on) next.add(attachmentId);
        else next.delete(attachmentId);
        return next;
      };
      setBusy((set) => toggle(set, true));
      setDownloading((set) => toggle(set, true));
      try {
        await downloadAttachment(attachmentId, name, ticketId);
      } catch (error) {
        toast.error('Download Failed', {
          description:
            error instanceof DownloadError ? downloadFailureMessage(error.reason) : 'Failed to download file',
        });
      } finally {
        setDownloading((set) => toggle(set, false));
        timers.current.push(window.setTimeout(() => setBusy((set) => toggle(set, false)), COOLDOWN_MS));
      }
    },
    [ticketId],
  );

  return { start, isBusy: (id: number) => busy.has(id), isDownloading: (id: number) => downloading.has(id) };
}
