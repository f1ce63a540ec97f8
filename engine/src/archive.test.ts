import { describe, expect, it } from 'vitest';
import { archiveAnswers, archiveTargets } from './archive.js';
import { createDictionary } from './dictionary.js';

/** A made-up day: C A T S and fillers; 'cats' (8) is the best word, 'act' the top (common) word. */
const dictionary = createDictionary({
  words: ['cats', 'act', 'cat', 'sat', 'tas', 'at', 'dog'],
  common: ['act', 'cat', 'sat', 'at'],
});
const pool = {
  letters: 'CATSZZZZZZZZ',
  topWord: 'act',
  maxWordScore: 8,
  maxPossibleScore: 8,
  optimalWordCombination: ['cats'],
};

describe('archiveTargets', () => {
  const w = (word: string, score: number) => ({ word, score });
  it.each([
    [
      'the Target Score, by a normal game',
      { finalScore: 8, continuous: false, words: [w('cats', 8)] },
      1,
      [true, true, true],
    ],
    [
      'not by a continuous game',
      { finalScore: 0, continuous: true, words: [w('cats', 8), w('cat', 6)] },
      1,
      [false, true, true],
    ],
    [
      'the top word alone is the Target Word',
      { finalScore: 6, continuous: false, words: [w('act', 6)] },
      1,
      [false, true, true],
    ],
    [
      'another word below the best is not',
      { finalScore: 5, continuous: false, words: [w('sat', 5)] },
      2,
      [false, false, false],
    ],
    [
      'Most Words against the day record',
      { finalScore: 8, continuous: false, words: [w('sat', 5), w('at', 3)] },
      2,
      [true, false, true],
    ],
    [
      'no words reach no record, even a 0 one',
      { finalScore: 0, continuous: false, words: [] },
      0,
      [false, false, false],
    ],
  ])('%s', (_name, game, mostWordsRecord, [targetScore, targetWord, mostWords]) => {
    expect(archiveTargets(game, { pool, mostWordsRecord })).toEqual({ targetScore, targetWord, mostWords });
  });
});

describe('archiveAnswers', () => {
  it('lists the day’s top word, target words and the missed words best first, at most `shown`', () => {
    const answers = archiveAnswers(pool, dictionary, ['CAT', 'at'], 3);
    expect(answers).toEqual({
      topWord: { word: 'act', score: 6 },
      targetWords: [{ word: 'cats', score: 8 }],
      missedWords: [
        { word: 'cats', score: 8 },
        { word: 'act', score: 6 },
        { word: 'sat', score: 5 },
      ],
      totalValidWords: 6,
    });
  });

  it('misses nothing when every word was spelled', () => {
    const all = ['cats', 'act', 'cat', 'sat', 'tas', 'at'];
    expect(archiveAnswers(pool, dictionary, all, 30).missedWords).toEqual([]);
  });
});
