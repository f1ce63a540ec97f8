/**
 * What a key press means on the game screen. Letters always go into the word. Once the
 * word has letters, Backspace and Escape belong to it wherever focus is, and so does Enter, except
 * on a control the player reached with the keyboard: that control keeps Enter, as everywhere (Tab
 * to Clear and press Enter: it clears). With no letters every key keeps its usual meaning, and
 * Space is never taken. The game moves focus to the word entry when it takes a typed letter, so
 * a button that a closed dialog handed focus back to does not keep the next Enter.
 */

/** Where the key was pressed. */
export type KeyTarget =
  /** A real text field (sign-in e-mail, code …): its keys are its own. */
  | 'textField'
  /** The game's own hidden field for phone keyboards. */
  | 'wordField'
  /** A button or link that has focus without being clicked (Tab, or focus handed back). */
  | 'control'
  /** The button or link last pressed with a pointer (a tile just clicked). */
  | 'pressedControl'
  | 'elsewhere';

export type KeyIntent =
  { type: 'letter'; letter: string } | { type: 'backspace' } | { type: 'clear' } | { type: 'submit' };

export interface KeyPress {
  key: string;
  /** Ctrl, Meta or Alt held: a browser or system shortcut. */
  modified: boolean;
  /** Someone handled the key already (a dialog's Escape, for one). */
  alreadyHandled: boolean;
  dialogOpen: boolean;
  /** A game is on the board and not over. */
  playing: boolean;
  target: KeyTarget;
  /** Letters in the word being built. */
  wordLength: number;
}

export function keyIntent(press: KeyPress): KeyIntent | null {
  if (press.alreadyHandled || press.modified || press.dialogOpen || !press.playing) return null;
  if (press.target === 'textField') return null;
  if (/^[a-z]$/i.test(press.key)) return { type: 'letter', letter: press.key.toUpperCase() };
  if (press.wordLength === 0) return null;
  switch (press.key) {
    case 'Backspace':
      return { type: 'backspace' };
    case 'Escape':
      return { type: 'clear' };
    case 'Enter':
      return press.target === 'control' ? null : { type: 'submit' };
    default:
      return null;
  }
}

/** The game's own hidden text field (WordInput's `data-word-field`): not a "real" text field. */
const WORD_FIELD_SELECTOR = '[data-word-field]';

const TEXT_FIELD_SELECTOR = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
export const CONTROL_SELECTOR = 'button, a[href], [role="button"]';

export function keyTarget(target: EventTarget | null, lastPressed: Element | null): KeyTarget {
  if (!(target instanceof Element)) return 'elsewhere';
  if (target.closest(WORD_FIELD_SELECTOR)) return 'wordField';
  if (target.closest(TEXT_FIELD_SELECTOR)) return 'textField';
  const control = target.closest(CONTROL_SELECTOR);
  if (!control) return 'elsewhere';
  return control === lastPressed ? 'pressedControl' : 'control';
}
