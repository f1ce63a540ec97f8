/**
 * The naming rules of Friends: a player's display name (all that other members ever see of them)
 * and a league's name. The server applies them with the project's blocked list
 * (engine/data/blocked.txt, read by the server: the engine does no I/O); the client applies them
 * without it, to say at once what the server would refuse for its shape.
 */

export interface NameRule {
  /** How the rule's messages name the thing: 'A display name'. */
  what: string;
  min: number;
  max: number;
}

export const DISPLAY_NAME_RULE: NameRule = { what: 'A display name', min: 2, max: 24 };
export const LEAGUE_NAME_RULE: NameRule = { what: 'A league name', min: 2, max: 32 };

export type NameProblem = 'too_short' | 'too_long' | 'characters' | 'email' | 'blocked';

export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem; message: string };

/** Letters of any script (with their combining marks), decimal digits, space, `-`, `_`, `.`. */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} ._-]+$/u;
/** '@' and its look-alikes: a name holding one reads as an address. */
const AT_SIGNS = /[@＠﹫]/u;
/** A name ending like an address's domain ("sam.smith.gmail.com", "me.example.org"). */
const DOMAIN_ENDING =
  /[\p{L}\p{Nd}_-]\.(com|net|org|edu|gov|mil|int|info|biz|io|co|me|mail|email|uk|us|ca|de|fr|es|it|nl|au|in)$/iu;
/** What separates the words of a name. */
const SEPARATORS = /[^\p{L}\p{M}\p{Nd}]+/u;
const JOINERS = /[._-]+/gu;

/**
 * Trimmed, NFC-normalised, runs of spaces made one; then checked in order: length (in characters,
 * i.e. code points), an address's look, the characters, the blocked list. Words are matched whole,
 * case-insensitively, as the dictionary matches them (never as substrings: "Scunthorpe" passes),
 * both as typed and with the `.`, `-`, `_` between them taken out ("b.a.d" is "bad").
 */
export function checkName(input: string, rule: NameRule, blocked?: ReadonlySet<string>): NameCheck {
  const name = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  const length = [...name].length;
  if (length < rule.min) return refuse('too_short', `${rule.what} needs at least ${rule.min} characters.`);
  if (length > rule.max) return refuse('too_long', `${rule.what} has at most ${rule.max} characters.`);
  if (AT_SIGNS.test(name) || DOMAIN_ENDING.test(name))
    return refuse(
      'email',
      `${rule.what} can’t look like an e-mail address: everyone in the league would see it.`,
    );
  if (!ALLOWED.test(name))
    return refuse('characters', `${rule.what} uses letters, digits, spaces, and - _ . only.`);
  if (blocked && holdsBlockedWord(name, blocked))
    return refuse('blocked', `${rule.what} can’t hold that word. Please choose another.`);
  return { ok: true, name };
}

function refuse(problem: NameProblem, message: string): NameCheck {
  return { ok: false, problem, message };
}

function holdsBlockedWord(name: string, blocked: ReadonlySet<string>): boolean {
  const lower = name.toLowerCase();
  const words = lower.split(SEPARATORS).filter(Boolean);
  const joined = lower.split(' ').map((part) => part.replace(JOINERS, ''));
  return [...words, ...joined].some((word) => blocked.has(word));
}
