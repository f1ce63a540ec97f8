import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.js';

describe('isValidEmail (spec 001 §5: text, an @, a dotted domain)', () => {
  it.each([
    ['player@example.com', true],
    ['first.last+dozen@mail.example.co.uk', true],
    ['  padded@example.com  ', true],
    ['', false],
    ['player', false],
    ['player@', false],
    ['@example.com', false],
    ['player@example', false],
    ['player@example.', false],
    ['player@.com', false],
    ['two@@example.com', false],
    ['spa ce@example.com', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});
