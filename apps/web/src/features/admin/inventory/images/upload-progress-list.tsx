import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { UploadRow } from './use-image-uploads';

function UploadProgress({ row }: { row: UploadRow }) {
  const percent = Math.round(row.sent * 100);
  // Everything sent: the server is re-encoding the image before it answers.
  const label = percent >= 100 ? 'Processing…' : `${percent}%`;
  return (
    <>
      <div className="flex justify-between gap-2 text-sm">
        <span className="truncate">{row.name}</span>
        <span className="shrink-0 text-muted-foreground tabular-nums">{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${row.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-gold transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </>
  );
}

function FailedUpload({ row, onDismiss }: { row: UploadRow; onDismiss: () => void }) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <p className="min-w-0 flex-1">
        <span className="font-medium">{row.name}</span>{' '}
        <span className="text-destructive">could not be uploaded: {row.error}</span>
      </p>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Dismiss ${row.name}`}
        onClick={onDismiss}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A progress bar per file being uploaded, and what went wrong for each file that failed. */
export function UploadProgressList({
  rows,
  onDismiss,
}: {
  rows: UploadRow[];
  onDismiss: (id: number) => void;
}) {
  return (
    <ul aria-label="Uploads" className="space-y-2">
      {rows.map((row) => (
        <li key={row.id}>
          {row.status === 'uploading' ? (
            <UploadProgress row={row} />
          ) : (
            <FailedUpload row={row} onDismiss={() => onDismiss(row.id)} />
          )}
        </li>
      ))}
    </ul>
  );
}
