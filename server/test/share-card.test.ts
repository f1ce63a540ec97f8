import { describe, expect, it } from 'vitest';
import { formatPuzzleDate, letterValue } from '@dozen/engine';
import { shareCardSvg, type ShareCard } from '../src/share-image/template.js';
import { cardTexts, isAllowedCardText } from './share-card-text.js';

const LETTERS = 'EARTQSNOBLIZ';
const base = {
  dateText: formatPuzzleDate('2026-11-25'),
  tiles: [...LETTERS].map((letter) => ({ letter, value: letterValue(letter) })),
  targetScore: 27,
  site: 'dozen.example',
};

describe('the share card template', () => {
  it.each<ShareCard>([
    { kind: 'daily', ...base },
    { kind: 'score', ...base, score: 19, wordCount: 4 },
    { kind: 'score', ...base, score: 27, wordCount: 1 },
    { kind: 'score', ...base, score: 0, wordCount: 0 },
  ])('draws a 1200 × 630 $kind card with only allowed text', (card) => {
    const svg = shareCardSvg(card);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    const texts = cardTexts(svg);
    for (const text of texts) expect(isAllowedCardText(text, card.dateText, card.site), text).toBe(true);
    // All twelve tiles, each with its letter and its value.
    expect(texts.filter((text) => /^[A-Z]$/.test(text)).join('')).toBe(LETTERS);
    expect(texts).toEqual(expect.arrayContaining(['Wednesday', 'November 25, 2026']));
    // The Target Score: alone on the day's card, after the player's score on theirs.
    expect(texts).toContain(card.kind === 'daily' ? '27' : '/ 27');
  });

  it('shows the score against the Target Score, and says when it is reached', () => {
    expect(cardTexts(shareCardSvg({ kind: 'score', ...base, score: 19, wordCount: 4 }))).toEqual(
      expect.arrayContaining(['MY SCORE', '19', '/ 27', 'Target Score 27 · 4 words found']),
    );
    expect(cardTexts(shareCardSvg({ kind: 'score', ...base, score: 27, wordCount: 1 }))).toContain(
      'Target Score reached · 1 word found',
    );
  });

  it('escapes what it prints', () => {
    const svg = shareCardSvg({ kind: 'daily', ...base, site: 'a<b>&"c' });
    expect(svg).toContain('a&lt;b&gt;&amp;&quot;c');
    expect(svg).not.toContain('a<b>');
  });
});
