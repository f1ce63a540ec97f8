import { afterEach, describe, expect, it } from 'vitest';
import { keyIntent, keyTarget, type KeyIntent, type KeyPress, type KeyTarget } from './keyboard.js';

const press = (overrides: Partial<KeyPress>): KeyPress => ({
  key: 'a',
  modified: false,
  alreadyHandled: false,
  dialogOpen: false,
  playing: true,
  target: 'elsewhere',
  wordLength: 0,
  ...overrides,
});

const letter = (value: string): KeyIntent => ({ type: 'letter', letter: value });
const submit: KeyIntent = { type: 'submit' };

describe('keyIntent', () => {
  it.each<[string, KeyTarget, number, Partial<KeyPress>, KeyIntent | null]>([
    // Letters go into the word wherever focus is, except in a real text field.
    ['a', 'elsewhere', 0, {}, letter('A')],
    ['Q', 'control', 3, {}, letter('Q')],
    ['z', 'wordField', 0, {}, letter('Z')],
    ['a', 'textField', 0, {}, null],
    // Nothing while a dialog is open, with a shortcut modifier, after the game, or once handled.
    ['a', 'elsewhere', 0, { dialogOpen: true }, null],
    ['c', 'elsewhere', 0, { modified: true }, null],
    ['a', 'elsewhere', 0, { playing: false }, null],
    ['Enter', 'elsewhere', 2, { alreadyHandled: true }, null],
    // With letters, Enter submits: focus on the word entry, the phone field, a tile just clicked.
    ['Enter', 'elsewhere', 2, {}, submit],
    ['Enter', 'wordField', 2, {}, submit],
    ['Enter', 'pressedControl', 2, {}, submit],
    // A control reached by the keyboard keeps Enter (Tab to Clear, Enter: it clears).
    ['Enter', 'control', 2, {}, null],
    ['Enter', 'textField', 2, {}, null],
    // With no letters, Enter keeps its usual meaning everywhere.
    ['Enter', 'elsewhere', 0, {}, null],
    ['Enter', 'pressedControl', 0, {}, null],
    // Backspace and Escape belong to a word with letters, even on a button.
    ['Backspace', 'control', 1, {}, { type: 'backspace' }],
    ['Backspace', 'elsewhere', 0, {}, null],
    ['Escape', 'elsewhere', 1, {}, { type: 'clear' }],
    ['Escape', 'elsewhere', 0, {}, null],
    // Space is never taken; other keys neither.
    [' ', 'control', 2, {}, null],
    [' ', 'elsewhere', 2, {}, null],
    ['1', 'elsewhere', 2, {}, null],
    ['ArrowLeft', 'elsewhere', 2, {}, null],
  ])('%j on %s with %i letters %j → %j', (key, target, wordLength, extra, expected) => {
    expect(keyIntent(press({ key, target, wordLength, ...extra }))).toEqual(expected);
  });
});

describe('keyTarget', () => {
  afterEach(() => document.body.replaceChildren());

  it('tells real text fields, the word field, controls and the last pressed control apart', () => {
    document.body.innerHTML = `
      <input id="email" type="email" />
      <textarea id="note"></textarea>
      <div id="editable" contenteditable="true"><span id="inside">x</span></div>
      <input id="word" type="text" data-word-field="true" />
      <button id="tile"><span id="tile-letter">A</span></button>
      <button id="shuffle">Shuffle</button>
      <a id="link" href="/">Home</a>
      <section id="entry" tabindex="-1">Word entry</section>`;
    const byId = (id: string) => document.getElementById(id);
    const tile = byId('tile');
    expect(
      ['email', 'note', 'inside', 'word', 'tile-letter', 'shuffle', 'link', 'entry'].map((id) =>
        keyTarget(byId(id), tile),
      ),
    ).toEqual([
      'textField',
      'textField',
      'textField',
      'wordField',
      'pressedControl',
      'control',
      'control',
      'elsewhere',
    ]);
    expect(keyTarget(window, null)).toBe('elsewhere');
  });
});
