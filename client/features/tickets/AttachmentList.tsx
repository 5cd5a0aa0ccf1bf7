import { Download, FileText, LoaderCircle } from 'lucide-react';
import type { Attachment } from '../../../common/schemas/tickets';
import { Button } from '../../components/ui/button';
import { formatBytes } from '../../lib/format';
import { cn } from '../../lib/utils';
import type { useAttachmentDownloads } from './download';

interface AttachmentListProps {
  attachments: readonly Attachment[];
  downloads: ReturnType<typeof useAttachmentDownloads>;
  className?: string;
}

/** A message's files, each with its own download button. */
export function AttachmentList({ attachments, downloads, className }: AttachmentListProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Attachments">
      {attachments.map((file) => {
        const name = file.original_name || file.name;
        const downloading = downloads.isDownloading(file.id);
        return (
          <li key={file.id}>
            <Button
              variant="outline"
              size="sm"
              className="h-auto max-w-full py-1.5"
              disabled={downloads.isBusy(file.id)}
              onClick={() => void downloads.start(file.id, name)}
              aria-label={downloading ? `Downloading ${name}...` : `Download ${name}`}
            >
              {downloading ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <FileText aria-hidden="true" />
              )}
              <span className="min-w-0 truncate">{downloading ? `Downloading ${name}...` : name}</span>
              <span className="text-slate-600">{formatBytes(file.size, { fixedDecimal: true })}</span>
              {!downloading && <Download className="text-slate-400" aria-hidden="true" />}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
