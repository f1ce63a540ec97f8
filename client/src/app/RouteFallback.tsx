/** Shown while a lazily loaded screen arrives: keeps the page height so the footer doesn't jump. */
export function RouteFallback() {
  return (
    <div className="route-fallback" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
