import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SENTINEL, WordInput, lettersOf, type WordInputHandlers } from './WordInput.js';

afterEach(cleanup);

const handlers = () => ({
  onLetter: vi.fn<WordInputHandlers['onLetter']>(),
  onBackspace: vi.fn<WordInputHandlers['onBackspace']>(),
  onSubmit: vi.fn<WordInputHandlers['onSubmit']>(),
});

function beforeInput(target: Element, inputType: string, data: string | null = null): boolean {
  const event = new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true });
  return target.dispatchEvent(event);
}

describe('lettersOf', () => {
  it.each([
    ['tea', ['T', 'E', 'A']],
    ['a b-1', ['A', 'B']],
    [`${SENTINEL}x`, ['X']],
    ['', []],
  ])('%j', (text, letters) => {
    expect(lettersOf(text)).toEqual(letters);
  });
});

describe('WordInput (a phone keyboard: beforeinput / input, not key codes)', () => {
  it('reads inserted text, deletions and line breaks, and cancels them', () => {
    const h = handlers();
    render(<WordInput id="w" handlers={h} />);
    const input = screen.getByLabelText('Type a word') as HTMLInputElement;
    expect(beforeInput(input, 'insertText', 'qu')).toBe(false);
    expect(h.onLetter.mock.calls).toEqual([['Q'], ['U']]);
    expect(beforeInput(input, 'deleteContentBackward')).toBe(false);
    expect(h.onBackspace).toHaveBeenCalledTimes(1);
    expect(beforeInput(input, 'insertLineBreak')).toBe(false);
    expect(h.onSubmit).toHaveBeenCalledTimes(1);
    expect(input.value).toBe(SENTINEL);
  });

  it('falls back to the value when a keyboard composes text it will not cancel', () => {
    const h = handlers();
    render(<WordInput id="w" handlers={h} />);
    const input = screen.getByLabelText('Type a word') as HTMLInputElement;
    expect(beforeInput(input, 'insertCompositionText', 'a')).toBe(true);
    fireEvent.input(input, { target: { value: `${SENTINEL}ab` } });
    expect(h.onLetter.mock.calls).toEqual([['A'], ['B']]);
    expect(input.value).toBe(SENTINEL);
    fireEvent.input(input, { target: { value: '' } });
    expect(h.onBackspace).toHaveBeenCalledTimes(1);
    expect(input.value).toBe(SENTINEL);
  });
});
