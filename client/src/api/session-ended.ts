/**
 * An answer said that this browser's session has ended (401 UNAUTHENTICATED: signed out on another
 * device, revoked by an operator, expired). http.ts reports it; features/account/identity.ts listens, asks the
 * server who this browser is now, becomes that guest, and says so in one toast. One listener: the app's.
 *
 * The word whose check met the 401 is kept with its game (features/game/submit-word.ts notes it
 * here), so that the one toast can say where it went.
 */
let listener: (() => void) | null = null;
let keptWord: string | null = null;

export function onSessionEnded(next: () => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function reportSessionEnded(): void {
  listener?.();
}

/** The word in flight when the session ended is kept with its game (the toast names it). */
export function noteWordKeptAtSessionEnd(word: string): void {
  keptWord = word;
}

/** The noted word, once: the identity check that follows the 401 takes it, toast or not. */
export function takeWordKeptAtSessionEnd(): string | null {
  const word = keptWord;
  keptWord = null;
  return word;
}
