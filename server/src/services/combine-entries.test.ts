import { describe, expect, it } from 'vitest';
import { scoreWord } from '@dozen/engine';
import type { TRevealedDetails } from '@dozen/engine/contract';
import { emptyEntry, type EntryRow } from '../storage/game-entries.js';
import { combineEntries } from './combine-entries.js';

const NOW = new Date('2026-11-21T18:00:00.000Z');

function entry(overrides: Partial<EntryRow> = {}): EntryRow {
  return { ...emptyEntry('u_account', '2026-11-21', new Date('2026-11-21T15:00:00.000Z')), ...overrides };
}

function details(overrides: Partial<TRevealedDetails>): TRevealedDetails {
  return {
    revealedAt: '2026-11-21T16:00:00.000Z',
    topWordRevealed: false,
    targetWordsRevealed: false,
    foundTopWordAtReveal: null,
    userFoundTargetWords: [],
    userMissedTargetWords: [],
    ...overrides,
  };
}

const w = (word: string, score = scoreWord(word)) => ({ word, score });

describe('combineEntries (an account and an anonymous player, same date)', () => {
  it.each([
    ['best final score', { finalScore: 12 }, { finalScore: 30 }, { finalScore: 30 }],
    ['play counts summed', { playCount: 2 }, { playCount: 3 }, { playCount: 5 }],
    ['hints: the higher count', { hintsUsed: 4 }, { hintsUsed: 2 }, { hintsUsed: 4 }],
    [
      'bonus hints: the higher count',
      { targetWordHintsUsed: 0 },
      { targetWordHintsUsed: 2 },
      { targetWordHintsUsed: 2 },
    ],
    [
      'top word revealed by either',
      { topWordRevealed: false },
      { topWordRevealed: true },
      { topWordRevealed: true },
    ],
    ['target words revealed by either', { targetWordsRevealed: true }, {}, { targetWordsRevealed: true }],
    [
      'letters-not-used revealed by either',
      {},
      { lettersNotUsedRevealed: true },
      { lettersNotUsedRevealed: true },
    ],
    ['continuous play from either', {}, { continuousPlayed: true }, { continuousPlayed: true }],
    [
      'modes united',
      { modes: [{ mode: 'continuous' as const }] },
      { modes: [{ mode: 'continuous' as const }] },
      { modes: [{ mode: 'continuous' }] },
    ],
    [
      'reached Target Score: kept from either',
      { reachedScoreQualified: true },
      {},
      { reachedScoreQualified: true },
    ],
    [
      'reached Target Word: kept from either',
      {},
      { reachedWordQualified: true },
      { reachedWordQualified: true },
    ],
    [
      'the earlier creation',
      { createdAt: new Date('2026-11-21T15:00:00Z') },
      { createdAt: new Date('2026-11-21T14:00:00Z') },
      { createdAt: new Date('2026-11-21T14:00:00Z') },
    ],
  ] as const)('%s', (_rule, account, anonymous, expected) => {
    const combined = combineEntries(
      entry(account as Partial<EntryRow>),
      entry({ ...anonymous, playerId: 'u_anon' } as Partial<EntryRow>),
      NOW,
    );
    expect(combined).toMatchObject({ playerId: 'u_account', updatedAt: NOW, ...expected });
  });

  it('unites words case-insensitively, scores them again, and counts unique words again', () => {
    const combined = combineEntries(
      entry({ words: [w('tea'), w('pale')], uniqueWords: 2 }),
      entry({ words: [w('TEA'), w('leap', 999)], uniqueWords: 2 }),
      NOW,
    );
    expect(combined.words).toEqual([w('tea'), w('pale'), w('leap')]);
    expect(combined.uniqueWords).toBe(3);
  });

  it('keeps the earlier reveal, with both lists; a target word found by either is not "missed"', () => {
    const combined = combineEntries(
      entry({
        revealedDetails: details({
          revealedAt: '2026-11-21T17:00:00.000Z',
          targetWordsRevealed: true,
          userFoundTargetWords: ['tea'],
          userMissedTargetWords: ['pale', 'bring'],
        }),
      }),
      entry({
        revealedDetails: details({
          revealedAt: '2026-11-21T16:00:00.000Z',
          topWordRevealed: true,
          foundTopWordAtReveal: false,
          userFoundTargetWords: ['pale'],
          userMissedTargetWords: ['tea'],
        }),
      }),
      NOW,
    );
    expect(combined.revealedDetails).toEqual({
      revealedAt: '2026-11-21T16:00:00.000Z',
      topWordRevealed: true,
      targetWordsRevealed: true,
      foundTopWordAtReveal: false,
      userFoundTargetWords: ['pale', 'tea'],
      userMissedTargetWords: ['bring'],
    });
  });

  it.each([
    [null, null, null],
    [details({ topWordRevealed: true, foundTopWordAtReveal: true }), null, true],
    [null, details({ targetWordsRevealed: true }), null],
  ])('reveal records %#: one side only is kept as it is', (first, second, foundTopWord) => {
    const combined = combineEntries(
      entry({ revealedDetails: first }),
      entry({ revealedDetails: second }),
      NOW,
    );
    expect(combined.revealedDetails).toEqual(first ?? second);
    expect(combined.revealedDetails?.foundTopWordAtReveal ?? null).toBe(foundTopWord);
  });
});
