import { describe, expect, it } from 'vitest';
import { shareText } from './share.js';

const facts = {
  moment: 'topWord' as const,
  letters: 'tearsLIDNMOP',
  dateLabel: 'Saturday, November 21, 2026',
  score: 42,
  targetScore: 50,
  continuous: false,
  wordCount: 7,
  url: 'https://dozen.example/',
};

describe('shareText', () => {
  it('names the day of an archive game and says it was played from the archive', () => {
    const lines = shareText({ ...facts, moment: 'gameComplete', fromArchive: true, score: 50 }).split('\n');
    expect(lines[0]).toBe('Dozen — Puzzle of Saturday, November 21, 2026 (from the archive)');
    expect(lines[1]).toBe('I reached the Target Score!');
    expect(lines.join('\n')).not.toMatch(/today/i);
    expect(lines[3]).toBe('50 of 50 points · 7 words');
  });

  it('spaces the letters, sets the score against the Target Score, adds tags, and never lists the words', () => {
    expect(shareText(facts)).toBe(
      [
        'Dozen · Saturday, November 21, 2026',
        "I found today's top word!",
        'T E A R S L I D N M O P',
        '42 of 50 points · 7 words',
        '#Dozen #DailyWordPuzzle #WordGame',
        'https://dozen.example/',
      ].join('\n'),
    );
  });

  it.each([
    ['a game below the Target Score', { score: 42 }, "I played today's Dozen!", '42 of 50 points · 7 words'],
    [
      'a game at the Target Score',
      { score: 50 },
      "I reached today's Target Score!",
      '50 of 50 points · 7 words',
    ],
    [
      'a continuous game (its points are not set against the target)',
      { score: 60, continuous: true, wordCount: 1 },
      "I played today's Dozen!",
      '1 word in Continuous Mode',
    ],
  ])('at Game Complete, %s', (_name, game, headline, tally) => {
    const lines = shareText({ ...facts, moment: 'gameComplete', ...game }).split('\n');
    expect([lines[1], lines[3]]).toEqual([headline, tally]);
  });
});
