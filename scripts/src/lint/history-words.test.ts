import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historyWordProblems, historyWordsIn, isCheckedFile } from './history-words.js';

/**
 * The history-words check of `npm run lint` (history-words.ts), by its known answers: lines that
 * name how the code got here are refused, ordinary words that look like them pass.
 */
describe('lines that name history', () => {
  it.each([
    ['// The Express-floor goal of issue 22 is met since the hosting change.', 'an issue number'],
    ['Progress behind sign-in (spec 001 §2–§7, issue 10): history and streaks.', 'an issue number'],
    ['Issue 23: any earlier day can be played from the archive.', 'an issue number'],
    ['/* as issues 11 and 22 asked */', 'an issue number'],
    ['-- see issue #7', 'an issue number'],
    ['// Fixed in PR #231.', 'a pull request number'],
    ['Merged with pull request 44.', 'a pull request number'],
    ['The archive grid (#23) is an ARIA grid.', 'an issue number'],
    ['**Seventh pass: one statement a game.**', 'a pass of the work'],
    ['A second pass profiled both routes.', 'a pass of the work'],
    ['(fourth pass, 2026-11-26)', 'a pass of the work'],
    ['measured after the 3rd pass', 'a pass of the work'],
  ])('refuses %j', (line, what) => {
    const [found, ...more] = historyWordsIn(line);
    expect(more).toEqual([]);
    expect(found).toMatch(new RegExp(`^1: ${what} \\(`));
  });

  it.each([
    ["const apostrophe = '&#39;';"],
    ['color: #000000;'],
    ['background: #333; border-color: #1a2b3c;'],
    ['Every test passes; the pool passes the quality rules.'],
    ['A word passes when it fits the tiles; passwords are never stored.'],
    ['One pass over the list finds every word (the bypass is tested).'],
    ['Known issues: none. The issue with retries is the backoff.'],
    ['Issues a code once per e-mail; 22 issues were found by fuzzing.'],
    ['Spec 000 §4 sets the sync-failed flag; the 2nd attempt waits 2 s.'],
    ['The tile #1 of the board; grid-area: 1 / 2;'],
  ])('lets %j pass', (line) => {
    expect(historyWordsIn(line)).toEqual([]);
  });

  it('says on which line of a file', () => {
    expect(historyWordsIn('first line\nsecond line, issue 5\nthird line')).toEqual([
      '2: an issue number (second line, issue 5)',
    ]);
  });
});

describe('which files are read', () => {
  it.each([
    ['README.md', true],
    ['docs/architecture.md', true],
    ['client/src/features/game/game-input.ts', true],
    ['client/src/shared/styles/tokens.css', true],
    ['server/src/storage/migrations/008_request_hash.sql', true],
    ['scripts/start.mjs', true],
    ['package-lock.json', false],
    ['engine/data/LICENSES.md', false],
    ['engine/data/words.txt', false],
    ['docs/screenshots/home.png', false],
    ['scripts/src/lint/history-words.test.ts', false],
  ])('%s: %s', (file, checked) => {
    expect(isCheckedFile(file)).toBe(checked);
  });

  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('reads tracked and new files of a repository, never ignored ones', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dozen-history-words-'));
    roots.push(root);
    const files: Record<string, string> = {
      '.gitignore': 'dist/\n',
      'src/tracked.ts': '// as issue 3 asked\n',
      'docs/new.md': 'The fifth pass made it faster.\n',
      'dist/built.js': '// issue 4\n',
      'src/clean.ts': '// Ids are random per game.\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    execFileSync('git', ['init', '--quiet'], { cwd: root });
    execFileSync('git', ['add', '.gitignore', 'src/tracked.ts', 'src/clean.ts'], { cwd: root });
    expect(historyWordProblems(root).sort()).toEqual([
      'docs/new.md:1: a pass of the work (The fifth pass made it faster.)',
      'src/tracked.ts:1: an issue number (// as issue 3 asked)',
    ]);
  });
});
