import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreWord } from '../letters.js';
import { wordsFitTogether } from '../rules/word.js';
import { anyPlay, bestPlay, mostWordsPlay, type PlayWord } from './plays.js';

const scored = (...words: string[]): PlayWord[] => words.map((word) => ({ word, score: scoreWord(word) }));
const wordsOf = (play: { words: PlayWord[] } | null) => play?.words.map((w) => w.word) ?? null;

describe('bestPlay on hand-made word lists', () => {
  it.each<[string, string, string[], number, string[] | null, number | null]>([
    // name, letters, candidates, count, words, total
    ['no words asked', 'CATSZZZZZZZZ', ['cat'], 0, [], 0],
    ['one word: the best', 'CATSZZZZZZZZ', ['at', 'cat', 'cats'], 1, ['cats'], 8],
    ['two words on disjoint tiles', 'CATSDOGZZZZZ', ['cat', 'dog', 'cats', 'do'], 2, ['cats', 'dog'], 15],
    ['two words that clash: none', 'CATZZZZZZZZZ', ['cat', 'act', 'at'], 2, null, null],
    ['a word needing a tile twice', 'CATZZZZZZZZZ', ['tat'], 1, null, null],
    ['twin tiles allow a word twice? no: distinct words only', 'ATATZZZZZZZZ', ['at'], 2, null, null],
    ['twin tiles, two distinct words', 'ATATZZZZZZZZ', ['at', 'ta'], 2, ['at', 'ta'], 6],
    ['case-insensitive, duplicates once', 'CATSZZZZZZZZ', ['CAT', 'cat', 'Cat'], 2, null, null],
    ['a word the tiles cannot spell is ignored', 'CATSZZZZZZZZ', ['dog', 'cat'], 1, ['cat'], 6],
    ['three of five', 'ABCDEFGHIJKL', ['bad', 'he', 'fig', 'jk', 'cab'], 3, ['bad', 'fig', 'jk'], 21],
  ])('%s', (_name, letters, candidates, count, words, total) => {
    const play = bestPlay(letters, scored(...candidates), count);
    expect(play === null ? null : [...wordsOf(play)!].sort()).toEqual(
      words === null ? null : [...words].sort(),
    );
    expect(play?.total ?? null).toBe(total);
  });

  it('keeps candidates’ own scores', () => {
    const play = bestPlay(
      'CATSZZZZZZZZ',
      [
        { word: 'cat', score: 40 },
        { word: 'cats', score: 8 },
      ],
      1,
    );
    expect(play).toEqual({ words: [{ word: 'cat', score: 40 }], total: 40 });
  });

  it('refuses a negative count', () => {
    expect(() => bestPlay('CATSZZZZZZZZ', [], -1)).toThrow(RangeError);
  });
});

describe('mostWordsPlay', () => {
  it.each<[string, string[], number]>([
    ['CATSDOGZZZZZ', ['cat', 'dog', 'cats', 'at', 'do', 'go'], 2], // 'do' and 'go' share the O
    ['CATSDOGZZZZZ', ['cat', 'dog', 'at', 'do', 'gs', 'c'], 4], // c + at + do + gs
    ['ZZZZZZZZZZZZ', ['cat'], 0],
    ['ATATATZZZZZZ', ['at', 'ta', 'tat'], 2],
  ])('%s with %j holds %i words', (letters, candidates, most) => {
    const play = mostWordsPlay(letters, scored(...candidates));
    expect(play.words).toHaveLength(most);
    expect(wordsFitTogether(wordsOf(play)!, letters)).toBe(true);
  });
});

/** Every subset of up to `count` words, the reference the search must agree with. */
function bruteForce(letters: string, candidates: readonly PlayWord[], count: number): number | null {
  let best: number | null = null;
  const visit = (start: number, chosen: PlayWord[]) => {
    if (chosen.length === count) {
      if (
        wordsFitTogether(
          chosen.map((w) => w.word),
          letters,
        )
      ) {
        const total = chosen.reduce((sum, w) => sum + w.score, 0);
        if (best === null || total > best) best = total;
      }
      return;
    }
    for (let i = start; i < candidates.length; i++) visit(i + 1, [...chosen, candidates[i]!]);
  };
  visit(0, []);
  return best;
}

describe('bestPlay and anyPlay against brute force', () => {
  it('find the best total of exactly n distinct words (or some play), or none, as an exhaustive search does', () => {
    const letters = fc.stringMatching(/^[A-F]{12}$/);
    const word = fc.stringMatching(/^[a-f]{2,5}$/);
    fc.assert(
      fc.property(
        letters,
        fc.uniqueArray(word, { maxLength: 9 }),
        fc.integer({ min: 1, max: 4 }),
        (pool, words, count) => {
          const candidates = scored(...words);
          const play = bestPlay(pool, candidates, count);
          expect(play?.total ?? null).toBe(bruteForce(pool, candidates, count));
          if (play) {
            expect(play.words).toHaveLength(count);
            expect(new Set(wordsOf(play)).size).toBe(count);
            expect(wordsFitTogether(wordsOf(play)!, pool)).toBe(true);
            expect(play.words.reduce((sum, w) => sum + w.score, 0)).toBe(play.total);
          }
          const some = anyPlay(pool, candidates, count);
          expect(some === null).toBe(play === null);
          if (some) {
            expect(new Set(wordsOf(some)).size).toBe(count);
            expect(wordsFitTogether(wordsOf(some)!, pool)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
