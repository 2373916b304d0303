import { MAX_PRODUCT_IMAGES } from '@sheesham/shared/product-input';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { notifyError } from '@/components/ui/toaster';
import { ImageDropZone } from './image-drop-zone';
import { ImageThumbnailList } from './image-thumbnail-list';
import { UploadProgressList } from './upload-progress-list';
import { useImageUploads } from './use-image-uploads';

export interface ProductImagesFieldProps {
  /** Image URLs in order; the first is the main image. */
  value: string[];
  onChange: (urls: string[]) => void;
  disabled?: boolean;
  /** id of the field's label, for aria-labelledby. */
  labelId?: string;
  /** Told when uploads start and when the last one ends, so the form can wait before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * The product's images (SPEC §5): upload several at once with progress, at most
 * MAX_PRODUCT_IMAGES in all, reorder by dragging or with the move buttons, remove; the first is
 * the main image. Files can also be dropped anywhere on the field.
 */
export function ProductImagesField({
  value,
  onChange,
  disabled,
  labelId,
  onUploadingChange,
}: ProductImagesFieldProps) {
  // The latest list, updated at once on every change: two batches finishing before a re-render
  // must both be kept.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (urls: string[]) => {
    latest.current = urls;
    onChange(urls);
  };

  const { rows, uploading, upload, dismiss } = useImageUploads((urls) =>
    change([...latest.current, ...urls]),
  );
  const [fileOver, setFileOver] = useState(false);
  const busy = uploading > 0;
  useEffect(() => {
    onUploadingChange?.(busy);
  }, [busy, onUploadingChange]);
  const room = MAX_PRODUCT_IMAGES - value.length - uploading;

  /** All the chosen files, or (when they do not all fit) none of them. */
  const choose = (files: File[]) => {
    if (files.length > room) {
      notifyError('Too many images', `You can only upload up to ${MAX_PRODUCT_IMAGES} images.`);
      return;
    }
    void upload(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the Upload images button does the same
    <div
      className="space-y-3"
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setFileOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFileOver(false);
      }}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setFileOver(false);
        choose([...event.dataTransfer.files]);
      }}
    >
      {value.length > 0 && (
        <ImageThumbnailList urls={value} onChange={change} disabled={disabled} labelId={labelId} />
      )}
      {rows.length > 0 && <UploadProgressList rows={rows} onDismiss={dismiss} />}
      <ImageDropZone onFiles={choose} room={room} disabled={disabled} active={fileOver} />
    </div>
  );
}
