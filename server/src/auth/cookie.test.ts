import { describe, expect, it } from 'vitest';
import { readSessionCookie } from './cookie.js';

describe('readSessionCookie', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['dozen_session=abc.def', 'abc.def'],
    ['theme=dark; dozen_session=abc.def; lang=en', 'abc.def'],
    ['theme=dark;dozen_session=abc.def', 'abc.def'],
    ['theme=dark;\tdozen_session=abc.def', 'abc.def'],
    ['dozen_session=first; dozen_session=second', 'first'],
    ['xdozen_session=abc', null],
    ['other=dozen_session=abc', null],
    ['other=dozen_session=abc; dozen_session=real', 'real'],
    ['dozen_session=', ''],
    ['dozen_session=abc ; x=1', 'abc'],
  ])('%j → %j', (header, expected) => {
    expect(readSessionCookie(header === undefined ? {} : { cookie: header })).toBe(expected);
  });
});
