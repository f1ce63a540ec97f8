import { appModalAtom } from '../../shared/modal-registry.js';
import { gamePlayerAtom, validatingAtom } from './atoms.js';
import type { ControllerCore } from './controller-core.js';
import { createHeldInput, type PlayerInput } from './held-input.js';
import { CONTROL_SELECTOR, keyIntent, keyTarget } from './keyboard.js';

/**
 * The player's hands on the game, a part of the game controller: taps on tiles, typed letters,
 * Backspace, Clear and Submit Word, from the screen's controls and its one key handler (keyboard.ts
 * says what each key means where). Input lands on the board only while its game can take it; until
 * then it is held and lands in order (held-input.ts): before the day's game is on the board, and
 * while a word is being checked.
 */
export function createGameInput(
  { store, facts, game, dispatch }: ControllerCore,
  submitWordNow: () => Promise<void>,
  focusWordEntry: () => void,
) {
  /** The control a pointer pressed last (null once focus moves by keyboard). */
  let lastPressed: Element | null = null;

  /** The board holds this screen's game of the day for the current player, not over. */
  function boardIsLive(): boolean {
    const current = game();
    const { playerId, pool } = facts();
    return (
      current !== null &&
      !current.gameEnded &&
      playerId !== undefined &&
      store.get(gamePlayerAtom) === playerId &&
      current.date === pool?.date
    );
  }

  function apply(input: PlayerInput): void | Promise<void> {
    switch (input.type) {
      case 'letter':
        return void dispatch({ type: 'typeLetter', letter: input.letter });
      case 'tile':
        return void dispatch({ type: 'toggleTile', index: input.index });
      case 'backspace':
        return void dispatch({ type: 'backspace' });
      case 'clear':
        return void dispatch({ type: 'clear' });
      case 'submit':
        return submitWordNow();
    }
  }

  const held = createHeldInput(() => boardIsLive() && !store.get(validatingAtom), apply);

  /** Answers whether the letter was taken at once (a free tile of it was on the board). */
  function typeLetter(letter: string): boolean {
    const before = game();
    void held.take({ type: 'letter', letter });
    return game() !== before;
  }

  const toggleTile = (index: number) => void held.take({ type: 'tile', index });
  const backspace = () => void held.take({ type: 'backspace' });
  const clear = () => void held.take({ type: 'clear' });
  /** Submit Word: checked now, or once the keys before it have landed (a held submit answers at once). */
  const submitWord = async (): Promise<void> => held.take({ type: 'submit' });

  /** The game screen's one key handler. */
  function handleKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Tab') lastPressed = null; // from here on, focus moves by keyboard
    const live = boardIsLive();
    const target = keyTarget(event.target, lastPressed);
    const intent = keyIntent({
      key: event.key,
      modified: event.ctrlKey || event.metaKey || event.altKey,
      alreadyHandled: event.defaultPrevented,
      dialogOpen: store.get(appModalAtom) !== null,
      // A game still coming takes keys too (held until it is on the board); a game over does not.
      playing: live || !(game()?.gameEnded && store.get(gamePlayerAtom) === facts().playerId),
      target,
      wordLength: (live ? game()!.currentWord.length : 0) + held.heldLetters(),
    });
    if (!intent) return;
    event.preventDefault();
    switch (intent.type) {
      case 'letter':
        // The word now owns Enter and Backspace: focus leaves whatever button it was on (the
        // phone keyboard's own field keeps it, or the keyboard would close).
        if (typeLetter(intent.letter) && target !== 'wordField') focusWordEntry();
        return;
      case 'backspace':
        return backspace();
      case 'clear':
        return clear();
      case 'submit':
        return void submitWord();
    }
  }

  /** Remembers the control a pointer pressed: Enter right after a click on a tile submits. */
  function handlePointerDown(event: PointerEvent): void {
    lastPressed = event.target instanceof Element ? event.target.closest(CONTROL_SELECTOR) : null;
  }

  return { held, typeLetter, toggleTile, backspace, clear, submitWord, handleKeyDown, handlePointerDown };
}
