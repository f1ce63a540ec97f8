import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SENTINEL, WordInput, lettersOf, usePhysicalKeyboard, type WordInputHandlers } from './WordInput.js';

afterEach(cleanup);

const handlers = () => ({
  onLetter: vi.fn<WordInputHandlers['onLetter']>(),
  onBackspace: vi.fn<WordInputHandlers['onBackspace']>(),
  onSubmit: vi.fn<WordInputHandlers['onSubmit']>(),
  onClear: vi.fn<WordInputHandlers['onClear']>(),
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

  it('Enter submits and Escape clears', () => {
    const h = handlers();
    render(<WordInput id="w" handlers={h} />);
    const input = screen.getByLabelText('Type a word');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(h.onSubmit).toHaveBeenCalledTimes(1);
    expect(h.onClear).toHaveBeenCalledTimes(1);
  });
});

function Keyboard({ h, enabled = true }: { h: WordInputHandlers; enabled?: boolean }) {
  usePhysicalKeyboard(h, enabled);
  return (
    <div>
      <button type="button">A button</button>
      <input aria-label="Some field" />
    </div>
  );
}

describe('usePhysicalKeyboard', () => {
  afterEach(() => document.body.classList.remove('modal-open'));

  it('letters, Backspace, Enter and Escape anywhere on the page', () => {
    const h = handlers();
    render(<Keyboard h={h} />);
    fireEvent.keyDown(document.body, { key: 'q' });
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: '1' });
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(h.onLetter.mock.calls).toEqual([['Q']]);
    expect(h.onBackspace).toHaveBeenCalledTimes(1);
    expect(h.onSubmit).toHaveBeenCalledTimes(1);
    expect(h.onClear).toHaveBeenCalledTimes(1);
  });

  it('leaves fields, focused buttons (Enter), open dialogs and a finished game alone', () => {
    const h = handlers();
    const { rerender } = render(<Keyboard h={h} />);
    fireEvent.keyDown(screen.getByLabelText('Some field'), { key: 'a' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'A button' }), { key: 'Enter' });
    document.body.classList.add('modal-open');
    fireEvent.keyDown(document.body, { key: 'a' });
    document.body.classList.remove('modal-open');
    rerender(<Keyboard h={h} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(h.onLetter).not.toHaveBeenCalled();
    expect(h.onSubmit).not.toHaveBeenCalled();
  });

  it('Enter after clicking a tile submits the word; Enter on a button reached with Tab presses it', () => {
    const h = handlers();
    render(<Keyboard h={h} />);
    const button = screen.getByRole('button', { name: 'A button' });
    fireEvent.pointerDown(button);
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(h.onSubmit).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(document.body, { key: 'Tab' });
    button.focus();
    const prevented = !fireEvent.keyDown(button, { key: 'Enter' });
    expect(h.onSubmit).toHaveBeenCalledTimes(1);
    expect(prevented).toBe(false); // left to the button, which presses itself
  });
});
