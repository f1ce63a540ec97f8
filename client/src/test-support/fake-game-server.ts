import type {
  TChallengePreviewResponse,
  TCompletedChallengeSummary,
  TGameEntry,
  TPersonalizedChallengesResponse,
  TPoolHints,
  TStatsResponse,
  TSubmitGameRequest,
} from '@dozen/engine/contract';
import { vi } from 'vitest';
import { defaultOnboarding, onboardingStep } from '../domain/onboarding.js';
import type { SavedGameState } from '../domain/saved-state.js';
import { StorageKey } from '../shared/storage.js';

/**
 * Test support (not a test): the server as unit tests of the game see it, answering fetch from
 * tables. A day with the letters of the e2e game (OIGJUBNTAINH), four valid words, BANJO the top
 * word; submit-game answers the day's entry as the real server does, and share-token a link.
 * `server` records what reached it; `validateStatus` makes validate-word fail; `submitHeld` keeps
 * submit-game's answer back until it resolves.
 */

export const LETTERS = 'OIGJUBNTAINH';
export const DATE = '2026-11-21';
/** A pool's hints before any is unlocked. */
export const NO_HINTS: TPoolHints = {
  totalWords: null,
  totalLettersUsed: null,
  lettersNotUsed: null,
  lettersPerWord: null,
  pointsPerWord: null,
  firstLetters: null,
  topWordLetterCount: null,
  topWordFirstLetter: null,
};

export const pool = {
  date: DATE,
  letters: LETTERS,
  topWord: null,
  maxWordScore: 11,
  optimalWordCombination: null,
  maxPossibleScore: 30,
  totalValidWords: 257,
  hints: NO_HINTS,
  nextRolloverAt: '2026-11-22T05:00:00.000Z',
};
/** The day's stats as GET /api/stats answers them; tests change only what they look at. */
export function statsResponse(overrides: Partial<TStatsResponse> = {}): TStatsResponse {
  return {
    date: DATE,
    totalPlayers: 3,
    lifetimePlayers: 10,
    maxPossibleScore: 26,
    maxWordScore: 18,
    playersReachedScore: 0,
    playersReachedWord: 1,
    highestUniqueWords: 9,
    hoursLeft: 4,
    minutesLeft: 5,
    dateFormatted: 'Saturday, November 21, 2026',
    nextRolloverAt: '2026-11-22T05:00:00.000Z',
    ...overrides,
  };
}

/** A game as this device saved it: the day's letters, nothing played yet unless told. */
export function savedGameState(overrides: Partial<SavedGameState> = {}): SavedGameState {
  return {
    date: DATE,
    availableLetters: [...LETTERS].map((letter, index) => ({ letter, index })),
    completedWords: [],
    totalScore: 0,
    continuousMode: false,
    hasSpelledWord: false,
    currentWord: [],
    wordsBeforeGame: [],
    gameEnded: false,
    timestamp: Date.UTC(2026, 10, 21, 20),
    intentionalExit: false,
    gameId: 'game-0001',
    ...overrides,
  };
}

export const WORDS: Record<string, number> = { in: 3, banjo: 11, hug: 6, it: 3 };

/** A player's entry for the day, as the server answers it (one game played unless told). */
export function gameEntry(overrides: Partial<TGameEntry> = {}): TGameEntry {
  return {
    date: DATE,
    finalScore: 0,
    wordsUsed: [],
    modes: [],
    hintsUsed: 0,
    targetWordHintsUsed: 0,
    revealed: false,
    revealedDetails: null,
    playCount: 1,
    lettersNotUsedRevealed: false,
    updatedAt: '2026-11-21T15:00:00.000Z',
    ...overrides,
  };
}

export interface Server {
  validateStatus: number;
  submitted: unknown[];
  validated: string[];
  /** Every request, as 'METHOD /path'. */
  requests: string[];
  /** GET /api/personalized-challenges/…: absent = 404 (then: not eligible). */
  personalized?: TPersonalizedChallengesResponse;
  /** GET /api/challenge-preview/…: absent = 404 (then: an empty preview). */
  preview?: TChallengePreviewResponse;
  /** What submit-game answers as `challengesCompleted`. */
  completedOnSubmit?: TCompletedChallengeSummary[];
  /** While set, submit-game answers once it resolves: a submission still in flight. */
  submitHeld?: Promise<void>;
  /** While set, validate-word answers once it resolves: a word still being checked. */
  validateHeld?: Promise<void>;
  /** The bodies of POST /api/share-token. */
  shareRequests: unknown[];
  /** The bodies of POST /api/archive/games. */
  archiveSubmitted: TSubmitGameRequest[];
}

export const newServer = (): Server => ({
  validateStatus: 200,
  submitted: [],
  validated: [],
  requests: [],
  shareRequests: [],
  archiveSubmitted: [],
});

/** A past day of the archive: the same letters, the day before DATE, every answer known. */
export const PAST_DATE = '2026-11-20';
export const PAST_LABEL = 'Friday, November 20';
const ALL_HINTS: TPoolHints = {
  totalWords: 2,
  totalLettersUsed: 8,
  lettersNotUsed: [],
  lettersPerWord: [5, 3],
  pointsPerWord: [11, 6],
  firstLetters: ['B', 'H'],
  topWordLetterCount: 5,
  topWordFirstLetter: 'B',
};
export const pastPool = {
  ...pool,
  date: PAST_DATE,
  topWord: 'banjo',
  hints: ALL_HINTS,
  nextRolloverAt: '2026-11-21T05:00:00.000Z',
};
/** The player's result of PAST_DATE on the day. */
export const ON_THE_DAY = { games: 1, bestScore: 14, targetScore: false, targetWord: true, mostWords: false };

function archiveGameOf(body: TSubmitGameRequest) {
  const found = new Set(body.wordsUsed.map((w) => w.word));
  return {
    gameId: body.gameId,
    date: body.gameDate,
    label: PAST_LABEL,
    continuous: false,
    finalScore: body.finalScore,
    wordsUsed: body.wordsUsed,
    targetScore: false,
    targetWord: found.has('banjo'),
    mostWords: false,
    dayTargetScore: pool.maxPossibleScore,
    playedAt: '2026-11-21T15:00:00.000Z',
    answers: {
      topWord: { word: 'banjo', score: 11 },
      targetWords: [
        { word: 'banjo', score: 11 },
        { word: 'hug', score: 6 },
      ],
      missedWords: Object.entries(WORDS)
        .filter(([word]) => !found.has(word))
        .map(([word, score]) => ({ word, score })),
      totalValidWords: 4,
    },
    onTheDay: ON_THE_DAY,
  };
}

/** The link POST /api/share-token answers (its token has the contract's shape). */
export const SHARE_URL = 'https://dozen.example/?share=20261121.6.1.AAAAAAAAAAAAAAAAAAAAAA';

export function fakeServer(server: Server) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    server.requests.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.startsWith('/api/daily-pool')) return json(200, pool);
    if (url.startsWith('/api/personalized-challenges/') && server.personalized)
      return json(200, server.personalized);
    if (url.startsWith('/api/challenge-preview/') && server.preview) return json(200, server.preview);
    if (url.startsWith('/api/game-entry/'))
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    if (url === '/api/validate-word') {
      const { word } = JSON.parse(String(init?.body)) as { word: string };
      server.validated.push(word);
      if (server.validateHeld) await server.validateHeld;
      if (server.validateStatus === 401)
        return json(401, { error: { code: 'UNAUTHENTICATED', message: 'This session has ended.' } });
      if (server.validateStatus !== 200)
        return json(server.validateStatus, { error: { code: 'RATE_LIMITED', message: 'Slow down.' } });
      const score = WORDS[word];
      return json(
        200,
        score === undefined
          ? { valid: false, word, score: 0, reason: 'NOT_A_WORD' }
          : { valid: true, word, score, isTopWord: word === 'banjo', isTargetWord: false },
      );
    }
    if (url === '/api/submit-game') {
      const body = JSON.parse(String(init?.body)) as TSubmitGameRequest;
      server.submitted.push(body);
      await server.submitHeld;
      return json(200, {
        gameId: body.gameId,
        finalScore: body.finalScore,
        wordsUsed: body.wordsUsed,
        achievements: {
          targetScore: { reached: false, qualified: true },
          targetWord: { reached: true, qualified: true },
          mostWords: { reached: false, qualified: true },
        },
        entry: gameEntry({ date: body.gameDate, finalScore: body.finalScore, wordsUsed: body.wordsUsed }),
        ...(server.completedOnSubmit ? { challengesCompleted: server.completedOnSubmit } : {}),
      });
    }
    if (url === `/api/archive/days/${PAST_DATE}`)
      return json(200, {
        pool: pastPool,
        label: PAST_LABEL,
        mostWordsRecord: 9,
        onTheDay: ON_THE_DAY,
        later: null,
      });
    if (url === '/api/archive/validate-word') {
      const { word } = JSON.parse(String(init?.body)) as { word: string };
      server.validated.push(word);
      const score = WORDS[word];
      return json(
        200,
        score === undefined
          ? { valid: false, word, score: 0, reason: 'NOT_A_WORD' }
          : { valid: true, word, score, isTopWord: word === 'banjo', isTargetWord: word === 'banjo' },
      );
    }
    if (url === '/api/archive/games') {
      const body = JSON.parse(String(init?.body)) as TSubmitGameRequest;
      server.archiveSubmitted.push(body);
      return json(200, archiveGameOf(body));
    }
    if (url === '/api/share-token') {
      server.shareRequests.push(JSON.parse(String(init?.body)));
      return json(200, { token: SHARE_URL.split('=')[1], url: SHARE_URL });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
}

/** A returning player: onboarding skipped, so game tests see the whole game screen from the start. */
export function finishOnboarding(): void {
  const { state } = onboardingStep(defaultOnboarding(0), { type: 'skip' }, 0);
  localStorage.setItem(StorageKey.onboarding, JSON.stringify(state));
}
