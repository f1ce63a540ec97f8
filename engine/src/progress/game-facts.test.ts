import { describe, expect, it } from 'vitest';
import { gameFactsOf } from './game-facts.js';

describe('gameFactsOf', () => {
  const day = { targetScore: 40, targetWordScore: 16, targetWords: ['quartz', 'fine'] };

  it('summarises a verified game once', () => {
    const facts = gameFactsOf(
      {
        date: '2026-11-21',
        finalScore: 25,
        continuous: false,
        words: [
          { word: 'quartz', score: 14 },
          { word: 'Fine', score: 6 },
          { word: 'be', score: 4 },
          { word: 'at', score: 1 },
        ],
      },
      day,
    );
    expect(facts).toEqual({
      date: '2026-11-21',
      continuous: false,
      finalScore: 25,
      points: 25,
      wordCount: 4,
      longestWord: 6,
      bestWordScore: 14,
      targetWordsFound: 2,
      dayTargetScore: 40,
      dayTargetWordScore: 16,
    });
  });

  it('counts a repeated word once and keeps a continuous game’s zero score', () => {
    const facts = gameFactsOf(
      {
        date: '2026-11-21',
        finalScore: 0,
        continuous: true,
        words: [
          { word: 'fine', score: 6 },
          { word: 'FINE', score: 6 },
        ],
      },
      day,
    );
    expect(facts).toMatchObject({
      finalScore: 0,
      points: 6,
      wordCount: 1,
      targetWordsFound: 1,
      continuous: true,
    });
  });
});
