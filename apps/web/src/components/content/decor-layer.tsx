/** A purely decorative layer (glow, grain, shade) laid over or under a band; hidden from assistive tech. */
export function DecorLayer({ className }: { className: string }) {
  return <div aria-hidden="true" className={className} />;
}
