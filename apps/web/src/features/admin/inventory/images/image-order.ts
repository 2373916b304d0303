/** The list with the image at `from` taken out and put back at `to` (both indexes in `urls`). */
export function moveImage(urls: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= urls.length || to >= urls.length) {
    return [...urls];
  }
  const next = [...urls];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function removeImage(urls: readonly string[], index: number): string[] {
  return urls.filter((_, i) => i !== index);
}
