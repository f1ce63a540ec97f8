import { describe, expect, it } from 'vitest';
import { checkName, DISPLAY_NAME_RULE, LEAGUE_NAME_RULE, type NameProblem } from './names.js';

/** A stand-in for engine/data/blocked.txt: the rule takes its list as an argument. */
const BLOCKED = new Set(['badword', 'slur']);

const cases: Array<[input: string, expected: string | NameProblem]> = [
  // Accepted, as the server stores them.
  ['Sam', 'Sam'],
  ['  Sam  ', 'Sam'],
  ['Ana   María', 'Ana María'],
  ['jo', 'jo'],
  ['R2-D2_fan.club', 'R2-D2_fan.club'],
  ['Zoë', 'Zoë'],
  ['Zoe\u0308', 'Zoë'], // NFC: the combining diaeresis becomes one character
  ['Łukasz Żółć', 'Łukasz Żółć'],
  ['Дмитрий', 'Дмитрий'],
  ['李小龍', '李小龍'],
  ['さくら', 'さくら'],
  ['محمد', 'محمد'],
  ['देवनागरी', 'देवनागरी'], // vowel signs are combining marks
  ['١٢٣ Team', '١٢٣ Team'], // Arabic-Indic digits are digits
  ['Scunthorpe', 'Scunthorpe'], // whole words only, never substrings
  ['Dr. Who', 'Dr. Who'],
  ['x'.repeat(24), 'x'.repeat(24)],
  // Length, in characters (code points), after trimming.
  ['', 'too_short'],
  ['   ', 'too_short'],
  ['a', 'too_short'],
  [' a ', 'too_short'],
  ['x'.repeat(25), 'too_long'],
  ['李'.repeat(25), 'too_long'],
  // Addresses.
  ['sam@example.com', 'email'],
  ['sam＠example', 'email'],
  ['sam.smith.gmail.com', 'email'],
  ['me.example.org', 'email'],
  // Characters.
  ['Sam!', 'characters'],
  ['<b>Sam</b>', 'characters'],
  ['Sam\tSmith', 'characters'],
  ['Sam\nSmith', 'characters'],
  ['😀 Sam', 'characters'],
  ['Sam\u200bSmith', 'characters'], // zero-width space
  // Blocked words, whole and case-insensitive, also with separators taken out.
  ['badword', 'blocked'],
  ['The BADWORD club', 'blocked'],
  ['b.a.d.w.o.r.d', 'blocked'],
  ['bad-word', 'blocked'],
  ['slur_fan', 'blocked'],
  ['badwords', 'badwords'],
];

describe('display names', () => {
  it.each(cases)('%j → %j', (input, expected) => {
    const check = checkName(input, DISPLAY_NAME_RULE, BLOCKED);
    if (check.ok) expect(check.name).toBe(expected);
    else expect(check.problem).toBe(expected);
  });

  it('says why, naming the thing and its limits', () => {
    expect(checkName('a', DISPLAY_NAME_RULE)).toEqual({
      ok: false,
      problem: 'too_short',
      message: 'A display name needs at least 2 characters.',
    });
    expect(checkName('x'.repeat(33), LEAGUE_NAME_RULE)).toMatchObject({
      message: 'A league name has at most 32 characters.',
    });
  });

  it('without a list (the client), judges the shape alone', () => {
    expect(checkName('badword', DISPLAY_NAME_RULE)).toEqual({ ok: true, name: 'badword' });
  });

  it('gives league names room for 32 characters', () => {
    expect(checkName('x'.repeat(32), LEAGUE_NAME_RULE).ok).toBe(true);
    expect(checkName('x'.repeat(32), DISPLAY_NAME_RULE).ok).toBe(false);
  });
});
