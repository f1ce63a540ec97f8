/**
 * An answer said that this browser's session has ended (401 UNAUTHENTICATED: signed out on another
 * device, revoked by an operator, expired). http.ts reports it; features/account/identity.ts listens, asks the
 * server who this browser is now, and becomes that guest. One listener: the app's.
 */
let listener: (() => void) | null = null;

export function onSessionEnded(next: () => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function reportSessionEnded(): void {
  listener?.();
}
