/** Says "loading" to assistive tech while the visible skeleton is hidden from it. */
export function LoadingNote({ what }: { what: string }) {
  return <p className="sr-only">Loading {what}…</p>;
}
