import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFromInstalledPackages, DATA_FILES, readHandWrittenList } from './data-files.js';
import { buildDictionary, formatWordList, isPlayableWord, parseWordList } from './lists.js';

describe('isPlayableWord', () => {
  it.each([
    ['at', true],
    ['abcdefghijkl', true],
    ['a', false],
    ['abcdefghijklm', false],
    ['Paris', false],
    ['café', false],
    ["o'clock", false],
    ['co-op', false],
    ['', false],
  ])('%j → %s', (word, expected) => {
    expect(isPlayableWord(word)).toBe(expected);
  });
});

describe('parseWordList', () => {
  it('drops comments and blank lines and trims entries', () => {
    expect(parseWordList('# heading\n\nfoo\n  bar   # why\n#baz\n')).toEqual(['foo', 'bar']);
  });
  it.each(['Foo', 'café', 'x', 'two words', 'abcdefghijklm'])('rejects %j with its line number', (bad) => {
    expect(() => parseWordList(`ok\n${bad}\n`, 'list.txt')).toThrow(/list\.txt line 2/);
  });
});

describe('buildDictionary', () => {
  const sources = {
    letterpress: ['cat', 'cats', 'colour', 'color', 'zax', 'badword', 'ye', 'abcdefghijklm', 'dog', 'a'],
    scowlAccepted: [
      'cat',
      'cats',
      'colour',
      'color',
      'Paris',
      'café',
      'badword',
      'ye',
      'abcdefghijklm',
      'a',
      'qwop',
      'cat',
    ],
    scowlCommon: ['cat', 'color', 'badword', 'ye', 'dog', 'qwop'],
    blocked: ['badword', 'neverlisted'],
    noTarget: ['ye', 'colour'],
  };
  const built = buildDictionary(sources);

  it.each([
    ['cat', true, true, 'in both lists and common'],
    ['cats', true, false, 'accepted but not common'],
    ['colour', true, false, 'british spelling accepted; no-target is irrelevant when not common'],
    ['color', true, true, 'american spelling common'],
    ['zax', false, false, 'Letterpress only: not in SCOWL'],
    ['qwop', false, false, 'SCOWL only: not in Letterpress, even if common in SCOWL'],
    ['dog', false, false, 'common in SCOWL ≤ 50 cannot bypass the accepted intersection'],
    ['badword', false, false, 'blocked'],
    ['ye', true, false, 'no-target: accepted, never a target'],
    ['abcdefghijklm', false, false, 'longer than 12'],
    ['a', false, false, 'shorter than 2'],
    ['paris', false, false, 'capitalised source entries are not folded'],
  ])('%s → accepted %s, common %s (%s)', (word, accepted, common) => {
    expect(built.words.includes(word)).toBe(accepted);
    expect(built.common.includes(word)).toBe(common);
  });

  it('sorts, deduplicates and reports what the hand-written lists removed', () => {
    expect(built.words).toEqual(['cat', 'cats', 'color', 'colour', 'ye']);
    expect(built.common).toEqual(['cat', 'color']);
    expect(built.blockedRemoved).toEqual(['badword']);
    expect(built.noTargetRemoved).toEqual(['ye']);
  });

  it('formats a list as lines with a final newline', () => {
    expect(formatWordList(['a', 'b'])).toBe('a\nb\n');
    expect(formatWordList([])).toBe('');
  });
});

describe('the committed dictionary', () => {
  const lines = (path: string) => readFileSync(path, 'utf8').split('\n').slice(0, -1);
  const words = lines(DATA_FILES.words);
  const common = lines(DATA_FILES.common);
  const blocked = readHandWrittenList(DATA_FILES.blocked);
  const noTarget = readHandWrittenList(DATA_FILES.noTarget);
  const wordSet = new Set(words);
  const commonSet = new Set(common);

  it.each([
    ['words.txt', words],
    ['common.txt', common],
  ])('%s is strictly sorted lowercase a–z words of 2 to 12 letters', (_name, list) => {
    expect(list.filter((w) => !isPlayableWord(w))).toEqual([]);
    expect(list.filter((w, i) => i > 0 && !(list[i - 1]! < w))).toEqual([]);
  });

  it('has the expected sizes', () => {
    expect(words.length).toBeGreaterThan(95_000);
    expect(words.length).toBeLessThan(110_000);
    expect(common.length).toBeGreaterThan(50_000);
    expect(common.length).toBeLessThan(words.length);
  });

  it('keeps common ⊆ words, blocked ∩ words = ∅ and no-target ∩ common = ∅', () => {
    expect(common.filter((w) => !wordSet.has(w))).toEqual([]);
    expect(blocked.filter((w) => wordSet.has(w))).toEqual([]);
    expect(noTarget.filter((w) => commonSet.has(w))).toEqual([]);
  });

  it.each([
    ['colour', true, false],
    ['color', true, true],
    ['realise', true, false],
    ['realize', true, true],
    ['assess', true, true],
    ['cocktail', true, true],
    ['raccoon', true, true],
    ['niggle', true, true],
    ['chink', true, false],
    ['ye', true, false],
    ['fuck', false, false],
    ['nigger', false, false],
  ])('%s: accepted %s, target-worthy %s', (word, accepted, targetWorthy) => {
    expect(wordSet.has(word)).toBe(accepted);
    expect(commonSet.has(word)).toBe(targetWorthy);
  });

  it('is exactly what npm run dictionary builds from the installed packages', () => {
    const built = buildFromInstalledPackages();
    expect(formatWordList(built.words) === readFileSync(DATA_FILES.words, 'utf8')).toBe(true);
    expect(formatWordList(built.common) === readFileSync(DATA_FILES.common, 'utf8')).toBe(true);
  });
});
