import { useEffect, useRef } from 'react';

/**
 * The visually hidden text field that brings up a phone's on-screen keyboard. Virtual keyboards
 * do not send reliable key codes (Android reports 229 for everything), so it reads what the text
 * would become: `beforeinput` (insertText / deleteContentBackward / insertLineBreak) and, for
 * keyboards that compose text and cannot be cancelled, the `input` that follows. The field always
 * holds one placeholder character, so Backspace has something to delete and always reports.
 */
export const SENTINEL = '\u00a0';

export interface WordInputHandlers {
  onLetter: (letter: string) => void;
  onBackspace: () => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** Letters A–Z of a piece of text, anything else dropped (digits, spaces, punctuation). */
export function lettersOf(text: string): string[] {
  return [...text.toUpperCase()].filter((char) => char >= 'A' && char <= 'Z');
}

export function WordInput({ id, handlers }: { id: string; handlers: WordInputHandlers }) {
  const ref = useRef<HTMLInputElement>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

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
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        latest.current.onSubmit();
      } else if (event.key === 'Escape') {
        latest.current.onClear();
      }
    };
    const onFocus = () => reset();
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('focus', onFocus);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('focus', onFocus);
    };
  }, []);

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
      defaultValue={SENTINEL}
    />
  );
}

const CONTROL = 'button, a, [role="button"]';

/**
 * Keys of a physical keyboard anywhere on the page, except inside fields and while a dialog is open.
 *
 * Enter on a control the player reached with the keyboard (Tab) activates it, as everywhere. But a
 * click leaves focus on what was clicked, so a player who clicks tiles (or Shuffle) with the mouse
 * and then presses Enter means "submit the word", not "click that tile again": Enter on the control
 * last pressed with a pointer submits the word.
 */
export function usePhysicalKeyboard(handlers: WordInputHandlers, enabled: boolean): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    let pointerPressed: Element | null = null;
    const onPointerDown = (event: PointerEvent) => {
      pointerPressed = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') pointerPressed = null; // from here on, focus moves by keyboard
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (document.body.classList.contains('modal-open')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const h = latest.current;
      if (/^[a-z]$/i.test(event.key)) {
        event.preventDefault();
        h.onLetter(event.key.toUpperCase());
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        h.onBackspace();
      } else if (event.key === 'Escape') {
        h.onClear();
      } else if (event.key === 'Enter') {
        // Enter on a button or link reached by keyboard activates it; anywhere else it submits.
        const control = target?.closest(CONTROL);
        if (control && control !== pointerPressed) return;
        event.preventDefault();
        h.onSubmit();
      }
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled]);
}
