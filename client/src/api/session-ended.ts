/**
 * An answer said that this browser's session has ended (401 UNAUTHENTICATED: signed out on another
 * device, revoked by an operator, expired). http.ts reports it; features/account/identity.ts listens, asks the
 * server who this browser is now, becomes that guest, and says so in one toast. One listener: the app's.
 *
 * A word whose check is out when the session ends stays with its game (features/game/submit-word.ts
 * notes it here while its check is out, or when the check itself met the 401), so that the one
 * toast can say where it goes.
 */
let listener: (() => void) | null = null;
let wordInFlight: string | null = null;

export function onSessionEnded(next: () => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function reportSessionEnded(): void {
  listener?.();
}

/** The word whose check is out (null once its answer is played out on its game). */
export function noteWordInFlight(word: string | null): void {
  wordInFlight = word;
}

/** The noted word, once: the identity check that follows a 401 takes it, toast or not. */
export function takeWordInFlight(): string | null {
  const word = wordInFlight;
  wordInFlight = null;
  return word;
}
