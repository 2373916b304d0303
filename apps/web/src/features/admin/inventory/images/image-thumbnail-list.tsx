import { type DragEvent, useEffect, useRef, useState } from 'react';
import { moveImage, removeImage } from './image-order';
import { ImageThumbnail, type ThumbnailAction } from './image-thumbnail';

export interface ImageThumbnailListProps {
  urls: string[];
  onChange: (urls: string[]) => void;
  disabled?: boolean;
  labelId?: string;
}

/** Where focus goes after a button moved or removed an image: that image's (or a neighbour's). */
interface FocusAfter {
  index: number;
  action: ThumbnailAction;
}

const OPPOSITE: Record<ThumbnailAction, ThumbnailAction> = {
  left: 'right',
  right: 'left',
  remove: 'remove',
};

/**
 * The product's images in order, the first being the main one. Reordering works by dragging a
 * card onto another (native drag and drop) or with each card's move buttons; a polite live
 * region says what happened, and focus stays on the moved image.
 */
export function ImageThumbnailList({ urls, onChange, disabled, labelId }: ImageThumbnailListProps) {
  const list = useRef<HTMLUListElement>(null);
  // A ref as well as state: the drop handler must see the drag start even before a re-render.
  const dragFrom = useRef<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<FocusAfter | null>(null);

  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const { index, action } = focusAfter;
    const button = (name: ThumbnailAction) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-index="${index}"] [data-action="${name}"]`,
      );
    const target = [button(action), button(OPPOSITE[action])].find((b) => b && !b.disabled);
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const move = (from: number, to: number) => {
    if (from === to) return;
    onChange(moveImage(urls, from, to));
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1}.`);
  };

  const act = (index: number, action: ThumbnailAction) => {
    if (action === 'remove') {
      onChange(removeImage(urls, index));
      setAnnouncement(`Image ${index + 1} removed.`);
      setFocusAfter({ index: Math.min(index, urls.length - 2), action });
      return;
    }
    const to = action === 'left' ? index - 1 : index + 1;
    move(index, to);
    setFocusAfter({ index: to, action });
  };

  const endDrag = () => {
    dragFrom.current = null;
    setDragging(null);
    setDropTarget(null);
  };

  const dragHandlers = (index: number) => ({
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      dragFrom.current = index;
      setDragging(index);
      if (event.dataTransfer) {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index)); // Firefox drags only with data
      }
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (dragFrom.current === null) return; // files from outside: the field handles those
      event.preventDefault();
      event.stopPropagation();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      setDropTarget(index);
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      const from = dragFrom.current;
      if (from === null) return;
      event.preventDefault();
      event.stopPropagation();
      move(from, index);
      endDrag();
    },
    onDragEnd: endDrag,
  });

  return (
    <>
      <ul ref={list} aria-labelledby={labelId} className="flex flex-wrap gap-3">
        {urls.map((url, index) => (
          <ImageThumbnail
            key={url}
            url={url}
            index={index}
            count={urls.length}
            disabled={disabled}
            dragging={dragging === index}
            dropTarget={dropTarget === index && dragging !== index}
            onAction={(action) => act(index, action)}
            {...dragHandlers(index)}
          />
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
