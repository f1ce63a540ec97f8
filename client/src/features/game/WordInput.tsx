import { useEffect, useRef } from 'react';
import { listen } from '../../shared/listen.js';
import { useLatest } from '../../shared/hooks/useLatest.js';

/**
 * The visually hidden text field that brings up a phone's on-screen keyboard. Virtual keyboards
 * do not send reliable key codes (Android reports 229 for everything), so it reads what the text
 * would become: `beforeinput` (insertText / deleteContentBackward / insertLineBreak) and, for
 * keyboards that compose text and cannot be cancelled, the `input` that follows. The field always
 * holds one placeholder character, so Backspace has something to delete and always reports.
 * Keys that do arrive as keys (Enter, Escape, a physical keyboard's letters) are the game
 * controller's, like everywhere on the game screen.
 */
export const SENTINEL = '\u00a0';

export interface WordInputHandlers {
  onLetter: (letter: string) => void;
  onBackspace: () => void;
  onSubmit: () => void;
}

/** Letters A–Z of a piece of text, anything else dropped (digits, spaces, punctuation). */
export function lettersOf(text: string): string[] {
  return [...text.toUpperCase()].filter((char) => char >= 'A' && char <= 'Z');
}

export function WordInput({ id, handlers }: { id: string; handlers: WordInputHandlers }) {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useLatest(handlers);

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const reset = () => {
      input.value = SENTINEL;
      input.setSelectionRange(SENTINEL.length, SENTINEL.length);
    };
    reset();

    const onBeforeInput = (event: InputEvent) => {
      const h = latest.current;
      switch (event.inputType) {
        case 'insertText':
          event.preventDefault();
          for (const letter of lettersOf(event.data ?? '')) h.onLetter(letter);
          return;
        case 'deleteContentBackward':
        case 'deleteWordBackward':
        case 'deleteSoftLineBackward':
        case 'deleteHardLineBackward':
          event.preventDefault();
          h.onBackspace();
          return;
        case 'insertLineBreak':
        case 'insertParagraph':
          event.preventDefault();
          h.onSubmit();
          return;
        default:
        // Composition and autocorrect cannot be cancelled: the input handler reads the result.
      }
    };
    const onInput = () => {
      const value = input.value;
      if (value === SENTINEL) return;
      const h = latest.current;
      // The placeholder was deleted: a backspace. Otherwise read the letters that arrived.
      if (value === '') h.onBackspace();
      else for (const letter of lettersOf(value)) h.onLetter(letter);
      reset();
    };
    const stops = [
      listen(input, 'beforeinput', onBeforeInput),
      listen(input, 'input', onInput),
      listen(input, 'focus', reset),
    ];
    return () => stops.forEach((stop) => stop());
  }, [latest]);

  return (
    <input
      ref={ref}
      id={id}
      className="visually-hidden"
      type="text"
      inputMode="text"
      enterKeyHint="send"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="characters"
      spellCheck={false}
      aria-label="Type a word"
      data-testid="word-input"
      data-word-field="true"
      defaultValue={SENTINEL}
    />
  );
}
