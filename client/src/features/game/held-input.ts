/**
 * What the player types or taps, held while the game cannot take it and applied in order once it
 * can, so that no key or tap is ever dropped: before the day's game has started (a slow start whose
 * first frame is still coming), and while the server checks a word (the next word's letters wait
 * for the answer, then land in the order they were pressed).
 */
export type PlayerInput =
  | { type: 'letter'; letter: string }
  | { type: 'backspace' }
  | { type: 'clear' }
  | { type: 'submit' }
  | { type: 'tile'; index: number };

export interface HeldInput {
  /**
   * Applies the input now when nothing is held and the game can take it (answering what applying
   * it answers: a submitted word's check); else holds it, behind the rest.
   */
  take(input: PlayerInput): void | Promise<void>;
  /** Applies what is held, in order, for as long as the game can take it. */
  release(): void;
  /** Forgets what is held (the game ended, the screen is left). */
  drop(): void;
  /** The letters the held input adds to the word being built (what Enter or Backspace would act on). */
  heldLetters(): number;
}

export function createHeldInput(
  canTake: () => boolean,
  apply: (input: PlayerInput) => void | Promise<void>,
): HeldInput {
  const held: PlayerInput[] = [];
  return {
    take(input) {
      if (held.length === 0 && canTake()) return apply(input);
      held.push(input);
    },
    release() {
      while (held.length > 0 && canTake()) void apply(held.shift()!);
    },
    drop() {
      held.length = 0;
    },
    heldLetters() {
      let letters = 0;
      for (const input of held) {
        if (input.type === 'letter' || input.type === 'tile') letters++;
        else if (input.type === 'backspace') letters = Math.max(0, letters - 1);
        else letters = 0;
      }
      return letters;
    },
  };
}
