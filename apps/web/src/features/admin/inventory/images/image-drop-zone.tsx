import { ImagePlusIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MAX_UPLOAD_MB } from './upload-image';

export interface ImageDropZoneProps {
  onFiles: (files: File[]) => void;
  /** Images the product can still take. */
  room: number;
  disabled?: boolean;
  /** A file drag is over the field. */
  active: boolean;
}

/**
 * The 'Upload images' button (a file picker for images, several at once) in a dashed area that
 * also says files can be dropped on the field.
 */
export function ImageDropZone({ onFiles, room, disabled, active }: ImageDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-md border-2 border-dashed border-input px-4 py-5 text-center',
        active && 'border-gold bg-accent',
      )}
    >
      <Button
        type="button"
        variant="outline"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        <ImagePlusIcon aria-hidden="true" />
        Upload images
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        or drop them here. JPEG, PNG, WebP, AVIF or GIF, up to {MAX_UPLOAD_MB} MB each.{' '}
        {room > 0 ? `${room} more allowed.` : 'Remove an image to add another.'}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Upload images"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ''; // choosing the same file again fires change again
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
