import { describe, expect, it } from 'vitest';
import { LETTER_VALUES, letterValue, scoreWord } from './letters.js';

describe('letters', () => {
  it('gives all 26 letters a value from spec 000 §3', () => {
    expect(Object.keys(LETTER_VALUES).sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it.each([
    ['A', 1],
    ['e', 1],
    ['N', 2],
    ['h', 2],
    ['K', 3],
    ['F', 3],
    ['Q', 4],
    ['j', 4],
    ['?', 0],
  ])('values %s at %i', (letter, value) => {
    expect(letterValue(letter)).toBe(value);
  });

  it.each([
    ['', 0],
    ['at', 3],
    ['QUIZ', 10],
    ['jukebox', 17],
    ['Strength', 16],
  ])('scores %s as %i', (word, score) => {
    expect(scoreWord(word)).toBe(score);
  });
});
