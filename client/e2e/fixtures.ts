/**
 * Shared Playwright fixtures and helpers for every e2e spec (home, misc and the game specs).
 *
 * - `test` / `expect`: Playwright's, with `freshPage` (a new player in a new browser context).
 * - `ApiPlayer`: a player driven through the REST API from the test (its own cookie jar). It
 *   sends `Sec-Fetch-Site: same-origin` as a browser would, or the server's CSRF check refuses.
 * - `clickInDialog`, `openSignInGate`: a dialog's button; the sign-in gate of a locked feature.
 * - `animationsFinished(page)`: until nothing moves (axe and colour reads wait for it).
 * - `analysePoolLetters(letters)`: today's answers computed in the test with the engine and the
 *   committed dictionary, never fetched from the API (the server doesn't send unrevealed answers).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { analysePool, createDictionary, type Dictionary, type PoolAnalysis } from '../../engine/src/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Where screenshots go (test-results is git-ignored): `test-results/screens/<name>.png`. */
export function screenshotPath(name: string): string {
  return path.join(repoRoot, 'client', 'test-results', 'screens', `${name}.png`);
}

export interface DailyPoolAnswer {
  date: string;
  letters: string;
  maxPossibleScore: number;
  maxWordScore: number;
  nextRolloverAt: string;
}

export interface StatsAnswer {
  date: string;
  nextRolloverAt: string;
  dateFormatted: string;
  maxPossibleScore: number;
  maxWordScore: number;
  totalPlayers: number;
  lifetimePlayers: number;
  playersReachedScore: number;
  playersReachedWord: number;
  highestUniqueWords: number;
}

/**
 * For the tests' own GETs through Playwright's request context: one retry after ECONNRESET (the
 * only error Playwright retries). The server closes a keep-alive connection idle for 5 s, and on a
 * busy machine a test's next request can be written to that connection just as it closes. A GET
 * changes nothing, so sending it again is safe.
 */
export const RETRY_CLOSED_CONNECTION = { maxRetries: 1 } as const;

/** A player who plays through the REST API, with its own cookies. */
export class ApiPlayer {
  private constructor(
    readonly api: APIRequestContext,
    readonly userId: string,
  ) {}

  static async start(baseURL: string): Promise<ApiPlayer> {
    const api = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'Sec-Fetch-Site': 'same-origin', Origin: baseURL },
    });
    const response = await api.post('/api/session', { data: {} });
    expect(response.ok(), await response.text()).toBe(true);
    const { userId } = (await response.json()) as { userId: string };
    return new ApiPlayer(api, userId);
  }

  async dailyPool(): Promise<DailyPoolAnswer> {
    const response = await this.api.get('/api/daily-pool', RETRY_CLOSED_CONNECTION);
    expect(response.ok()).toBe(true);
    return (await response.json()) as DailyPoolAnswer;
  }

  async stats(): Promise<StatsAnswer> {
    const response = await this.api.get('/api/stats', RETRY_CLOSED_CONNECTION);
    expect(response.ok()).toBe(true);
    return (await response.json()) as StatsAnswer;
  }

  async validateWord(word: string, availableLetters?: string): Promise<{ valid: boolean; score: number }> {
    const response = await this.api.post('/api/validate-word', {
      data: availableLetters === undefined ? { word } : { word, availableLetters },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { valid: boolean; score: number };
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}

let dictionary: Dictionary | undefined;

/** The committed dictionary (engine/data), loaded once per worker. */
export function loadDictionary(): Dictionary {
  if (!dictionary) {
    const read = (file: string) =>
      readFileSync(path.join(repoRoot, 'engine', 'data', file), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    dictionary = createDictionary({ words: read('words.txt'), common: read('common.txt') });
  }
  return dictionary;
}

/** Every word and the optimal combination for a pool's letters (public: the letters are on screen). */
export function analysePoolLetters(letters: string): PoolAnalysis {
  return analysePool(letters, loadDictionary());
}

/**
 * Until nothing on the page moves: a colour read, or axe, mid-fade sees neither the old colour
 * nor the new one. An endless animation (the loading spinner) never finishes and is not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Reads a stat tile's big number on the home screen ('–' while loading → NaN). */
export async function statValue(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).locator('.stat-tile__value').innerText();
  return Number(text.replace(/[^\d]/g, '') || Number.NaN);
}

/** Clicks a button of the named dialog (its name alone may also stand elsewhere on the page). */
export async function clickInDialog(page: Page, dialog: string, button: string): Promise<void> {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}

/** What each locked feature's button opens for an anonymous player: the gate's title and its reason. */
const SIGN_IN_GATES = {
  Hints: {
    title: 'Sign in to access hints',
    reason: 'Hints is only available for users with Dozen accounts',
  },
  'Continuous mode': {
    title: 'Sign in to access continuous mode',
    reason: 'Continuous mode is only available for users with Dozen accounts',
  },
  "View today's targets": {
    title: "Sign in to view today's targets",
    reason: 'Some features are only available for users with accounts.',
  },
} as const;

/** As an anonymous player, clicks a locked feature's button: its sign-in gate, once it says why. */
export async function openSignInGate(page: Page, feature: keyof typeof SIGN_IN_GATES) {
  const { title, reason } = SIGN_IN_GATES[feature];
  await page.getByRole('button', { name: feature }).click();
  const gate = page.getByRole('dialog', { name: title });
  await expect(gate).toContainText(reason);
  return gate;
}

/**
 * A returning player's onboarding (spec 001 §4), written before any page script runs: skipped,
 * so every part of the game screen shows from the first load. Specs of the tutorial itself ask
 * for a new player with `test.use({ onboarding: 'new' })`.
 */
const RETURNING_PLAYER_ONBOARDING = `try { localStorage.setItem('dozen_onboarding', ${JSON.stringify(
  JSON.stringify({
    stage: 'complete',
    wordsFound: 0,
    totalScore: 0,
    hasSeenPointValues: true,
    hasSeenTargets: true,
    hasSeenHints: true,
    hasSeenLeaderboard: true,
    firstVisit: false,
    lastStageUpdate: 0,
    completedGameSessions: 1,
    day: null,
  }),
)}); } catch {}`;

export const test = base.extend<{
  newPlayerPage: () => Promise<Page>;
  /** 'returning' (default): onboarding already done; 'new': the first visit's tutorial. */
  onboarding: 'returning' | 'new';
}>({
  onboarding: ['returning', { option: true }],
  context: async ({ context, onboarding }, provide) => {
    if (onboarding === 'returning') await context.addInitScript(RETURNING_PLAYER_ONBOARDING);
    await provide(context);
  },
  /** Opens a page in a brand-new browser context: another anonymous player (closed after the test). */
  newPlayerPage: async ({ browser, baseURL, onboarding }, provide) => {
    const contexts: Array<{ close(): Promise<void> }> = [];
    await provide(async () => {
      const context = await browser.newContext({ baseURL: baseURL ?? undefined });
      if (onboarding === 'returning') await context.addInitScript(RETURNING_PLAYER_ONBOARDING);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
