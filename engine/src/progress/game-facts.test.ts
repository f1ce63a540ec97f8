import { describe, expect, it } from 'vitest';
import { gameFactsOf, type GameFacts } from './game-facts.js';

describe('gameFactsOf', () => {
  const day = { targetScore: 40, targetWordScore: 16, targetWords: ['quartz', 'fine'] };

  it.each<[string, Parameters<typeof gameFactsOf>[0], GameFacts]>([
    [
      'summarises a verified game once',
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
      {
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
      },
    ],
    [
      'counts a repeated word once and keeps a continuous game’s zero score',
      {
        date: '2026-11-21',
        finalScore: 0,
        continuous: true,
        words: [
          { word: 'fine', score: 6 },
          { word: 'FINE', score: 6 },
        ],
      },
      {
        date: '2026-11-21',
        continuous: true,
        finalScore: 0,
        points: 6,
        wordCount: 1,
        longestWord: 4,
        bestWordScore: 6,
        targetWordsFound: 1,
        dayTargetScore: 40,
        dayTargetWordScore: 16,
      },
    ],
  ])('%s', (_name, game, facts) => {
    expect(gameFactsOf(game, day)).toEqual(facts);
  });
});
