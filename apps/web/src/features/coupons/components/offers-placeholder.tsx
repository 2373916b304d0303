/** The offers slot while the strip or its offers load: an empty box of the slot's height. */
export function OffersPlaceholder() {
  return <div className="h-full rounded-xl border border-dashed bg-muted/40" aria-hidden="true" />;
}
