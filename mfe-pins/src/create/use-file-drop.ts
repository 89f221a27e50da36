import { useState, type DragEvent } from 'react';

/**
 * A column that takes files dropped on it: whether files are over it now (for its outline) and
 * the handlers to spread on it. `take` hears the dropped files unless `enabled` is false.
 */
export function useFileDrop(take: (files: FileList) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handlers = {
    onDragEnter: dragOver,
    onDragOver: dragOver,
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (enabled && event.dataTransfer.files.length > 0) take(event.dataTransfer.files);
    },
  };
  return { dragging, handlers };
}
