/**
 * "These counts changed" listeners. A listener that throws must not stop the others nor the write
 * that reported the change, so each call is isolated.
 */
export class ChangeListeners {
  readonly #listeners = new Set<(date: string) => void>();

  add(listener: (date: string) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  emit(date: string): void {
    for (const listener of this.#listeners) {
      try {
        listener(date);
      } catch {
        // A listener's bug is its own; the change itself has happened.
      }
    }
  }

  clear(): void {
    this.#listeners.clear();
  }
}
