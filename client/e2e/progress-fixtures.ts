/**
 * The progress specs' helpers. Their server is the worker's game server (game-fixtures.ts:
 * GAME_LETTERS today, sign-in mail to a real SMTP catcher), so a spec signs a player in through
 * the API, not through a sign-in UI, and seeds past games with seed-past-games.ts.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { anyPlay, scoreWord, type PlayWord } from '../../engine/src/index.js';
import type { TPersonalizedChallenge } from '../../engine/src/contract/index.js';
import { signInParts } from '../../server/test/smtp-catcher.js';
import { analysePoolLetters, expect } from './fixtures.js';
import { GAME_LETTERS } from './game-data.js';
import { test as gameTest, type MailingGameServer } from './game-fixtures.js';
import { repoRoot } from './local-server.js';

export type ProgressServer = MailingGameServer;

/** The worker's game server (game-fixtures.ts): `progressServer`. */
export const test = gameTest;

export { expect };

/**
 * Signs the page's player in by e-mail code through the API (page.request shares the browser
 * context's cookies), as the sign-in dialog would, then reloads. Answers the account's user id.
 */
export async function signIn(page: Page, server: ProgressServer, email: string): Promise<string> {
  await page.goto('/');
  // The page's own first session call first: answered after the sign-in below, its new guest's
  // cookie would replace the account's (a browser with no cookie yet cannot say it signed in).
  await page.waitForFunction(() => {
    const userId = localStorage.getItem('dozen_user_id');
    return userId !== null && !userId.startsWith('local-');
  });
  const headers = { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' };
  const sent = await page.request.post('/api/create-verification-code', { data: { email }, headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { code } = signInParts(await server.mail.nextMessage(email));
  const verified = await page.request.post('/api/verify-code', { data: { email, code }, headers });
  expect(verified.ok(), await verified.text()).toBe(true);
  const session = await page.request.post('/api/session', { data: {}, headers });
  const { userId, isAnonymous } = (await session.json()) as { userId: string; isAnonymous: boolean };
  expect(isAnonymous).toBe(false);
  await page.reload();
  return userId;
}

/**
 * Runs seed-past-games.ts on the server's database: pools stored for the last `days` days, the
 * player's games stored as the server stores them on all but the latest `unplayed` of them.
 * Answers both lists of dates.
 */
function runSeed(
  server: ProgressServer,
  userId: string,
  { days, unplayed = 0 }: { days: number; unplayed?: number },
): { seeded: string[]; unplayed: string[] } {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=source',
      'client/e2e/seed-past-games.ts',
      '--player',
      userId,
      '--days',
      String(days),
      '--unplayed',
      String(unplayed),
    ],
    { cwd: repoRoot, env: server.env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`seeding failed: ${run.stderr}${run.stdout}`);
  const answer = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    seeded: string[];
    unplayed?: string[];
  };
  return { seeded: answer.seeded, unplayed: answer.unplayed ?? [] };
}

/** Five (or `days`) past games for the player, stored as the server stores games. */
export function seedPastGames(server: ProgressServer, userId: string, days = 5): string[] {
  return runSeed(server, userId, { days }).seeded;
}

/** Past days for the archive: games on all but the latest `unplayed` days, those left unplayed. */
export function seedArchiveDays(
  server: ProgressServer,
  userId: string,
  days: { days: number; unplayed: number },
): { seeded: string[]; unplayed: string[] } {
  return runSeed(server, userId, days);
}

/**
 * Words of one game on GAME_LETTERS that complete `challenge`, found with the engine (the same
 * proof the generator made): the optimal combination for a score or target-word challenge, a play
 * of enough words for exploration, the top word alone for efficiency.
 */
export function completingWords(challenge: TPersonalizedChallenge): string[] {
  const analysis = analysePoolLetters(GAME_LETTERS);
  const metrics = challenge.targetMetrics;
  const upper = (words: readonly string[]) => words.map((w) => w.toUpperCase());
  switch (challenge.challengeType) {
    case 'score_target':
    case 'word_discovery':
      return upper(analysis.optimalWordCombination);
    case 'exploration': {
      const floor = metrics.minimumWordScore ?? 0;
      const candidates: PlayWord[] = analysis.words.filter((w) => w.score >= floor);
      const play = anyPlay(GAME_LETTERS, candidates, metrics.targetWordCount ?? 1);
      if (!play) throw new Error('no play completes this exploration challenge');
      return upper(play.words.map((w) => w.word));
    }
    case 'efficiency':
      return upper([analysis.words[0]!.word]);
  }
}

/**
 * The words of `words` that bring a celebration, by the rules of spec 000 §4 on a day's facts:
 * GAME_LETTERS' by default, or a past day's pool (the archive).
 */
export function celebratedWords(
  words: readonly string[],
  day: {
    optimalWordCombination: readonly string[] | null;
    maxPossibleScore: number;
    maxWordScore: number;
  } = analysePoolLetters(GAME_LETTERS),
): Set<string> {
  const targets = new Set((day.optimalWordCombination ?? []).map((w) => w.toUpperCase()));
  const found = new Set<string>();
  const celebrated = new Set<string>();
  let total = 0;
  for (const word of words) {
    total += scoreWord(word);
    if (targets.has(word)) found.add(word);
    if (found.size === targets.size || total >= day.maxPossibleScore || scoreWord(word) >= day.maxWordScore)
      celebrated.add(word);
  }
  return celebrated;
}
