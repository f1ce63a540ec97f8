/** The game's saved state is written this long after its last change. */
export const SAVE_DEBOUNCE_MS = 150;

/**
 * Writes the latest state `delayMs` after the last change: tapping tiles quickly costs one
 * write, not one per tap. `flush` writes now (before leaving the page); `cancel` drops a pending
 * write (when the saved state is being cleared).
 */
export interface DebouncedSaver<T> {
  save(value: T): void;
  flush(): void;
  cancel(): void;
}

export function createDebouncedSaver<T>(write: (value: T) => void, delayMs: number): DebouncedSaver<T> {
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending) {
      const { value } = pending;
      pending = null;
      write(value);
    }
  };
  return {
    save(value) {
      pending = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
