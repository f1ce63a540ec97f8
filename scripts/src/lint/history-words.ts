import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments and docs say what the system is and why; how it got there (which issue asked for a
 * change, which pass of the work made it) belongs in git's history. `npm run lint` refuses those
 * words in the repository's source files and docs (house.ts runs this check).
 */
const HISTORY_WORDS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\bissues? #?\d+\b/i, what: 'an issue number' },
  { pattern: /\b(?:PR|pull request) #?\d+\b/i, what: 'a pull request number' },
  // A bracketed hash and number names an issue or a pull request; a colour or an entity does not.
  { pattern: /\(#\d+\)/, what: 'an issue number' },
  {
    pattern:
      /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)) pass\b/i,
    what: 'a pass of the work',
  },
];

/** Files whose words are read: source, styles, SQL, scripts, and the docs. */
const CHECKED = /\.(ts|tsx|js|mjs|cjs|css|sql|md)$/;
/**
 * Not ours to word: lock files and the dictionary's data with its licence notices (quoted from
 * others). This check's own known answers name history on purpose.
 */
const SKIPPED = /(^|\/)(package-lock\.json|engine\/data\/)|^scripts\/src\/lint\/history-words\.test\.ts$/;

/** Each line of `text` that names history, as `line: what (the line)`. */
export function historyWordsIn(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, what } of HISTORY_WORDS)
      if (pattern.test(line)) found.push(`${index + 1}: ${what} (${line.trim().slice(0, 80)})`);
  });
  return found;
}

/** Whether the check reads this file of the repository (a path relative to its root). */
export function isCheckedFile(file: string): boolean {
  return CHECKED.test(file) && !SKIPPED.test(file);
}

/**
 * Every file of the repository that names history, with where: tracked files, and new ones git
 * does not ignore (so a doc is checked before its first commit).
 */
export function historyWordProblems(repoRoot: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => isCheckedFile(file) && existsSync(path.join(repoRoot, file)));
  return [...new Set(files)].flatMap((file) =>
    historyWordsIn(readFileSync(path.join(repoRoot, file), 'utf8')).map((problem) => `${file}:${problem}`),
  );
}
