/**
 * The game specs' own server: the real server on the embedded database, like the shared one, but
 * with today's letters set by the operator CLI before it boots (`pools set --force`,
 * game-data.ts), so a whole game can be played word by word. A daily pool is otherwise random per
 * date, and some dates cannot show every message (a repeated word, 'Nice Try!', needs a pool that
 * spells a word twice).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { scoreWord } from '../../engine/src/index.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../server/test/smtp-catcher.js';
import { analysePoolLetters, expect, loadDictionary, test as base } from './fixtures.js';
import { GAME_LETTERS, prepareGameData } from './game-data.js';
import { buildClient, removeDataDir, repoRoot, SERVER_ARGS, serverEnv, workerPort } from './local-server.js';

/** A plan for a whole game on GAME_LETTERS, checked against the engine in `gamePlan()`. */
export const PLAN = {
  /** Not words, made of the pool's letters: 'Whoops!'. */
  invalid: ['UJ', 'HJB'],
  /** Spellable twice (two I, two N): the second time is 'Nice Try!'. */
  repeat: 'IN',
  /** With `repeat`, these use all 12 tiles exactly once. */
  rest: ['BANJO', 'HUG', 'IT'],
} as const;

/** The plan's facts from the engine, and a check that it is what it claims to be. */
export function gamePlan() {
  const analysis = analysePoolLetters(GAME_LETTERS);
  const dictionary = loadDictionary();
  for (const word of PLAN.invalid) expect(dictionary.has(word.toLowerCase()), word).toBe(false);
  const words = [PLAN.repeat, ...PLAN.rest];
  for (const word of words) expect(dictionary.has(word.toLowerCase()), word).toBe(true);
  expect([...words.join('')].sort().join('')).toBe([...GAME_LETTERS].sort().join(''));
  const total = words.reduce((sum, word) => sum + scoreWord(word), 0);
  return { analysis, words, total };
}

/**
 * The client this server serves: the run's one build (made by web-server.ts before any worker
 * starts, see playwright.config.ts), or DOZEN_E2E_CLIENT_DIST, as for the shared server. Only
 * outside such a run does it build its own, in a temp folder (parallel runs never serve each
 * other's half-written files; not under .data, as Express will not send files below a dot-folder).
 */
export function ownClientBuild(): { dir: string; owned: boolean } {
  const existing = process.env.DOZEN_E2E_CLIENT_DIST ?? process.env.DOZEN_E2E_BUILD_DIR;
  if (existing) {
    if (!existsSync(path.join(existing, 'index.html')))
      throw new Error(`no client build in ${existing} (web-server.ts builds it before the workers start)`);
    return { dir: existing, owned: false };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dozen-e2e-game-client-'));
  const build = buildClient(dir);
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}${build.stdout}`);
  return { dir, owned: true };
}

export async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the game server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the game server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

export interface GameServer {
  url: string;
  /** The server's environment (its DATA_DIR: an operator command run with it shares its database). */
  env: NodeJS.ProcessEnv;
}

/**
 * Runs a real server on GAME_LETTERS for `run`, on a port of the worker's own (`workerPort`) with
 * a throwaway DATA_DIR and its own client build; `extraEnv` adds to its environment (e.g.
 * SMTP_URL). Stops and cleans up after.
 */
export async function withGameServer(
  extraEnv: NodeJS.ProcessEnv,
  run: (server: GameServer) => Promise<void>,
): Promise<void> {
  const port = workerPort();
  const url = `http://localhost:${port}`;
  const dataDir = path.join(repoRoot, '.data', `e2e-game-${port}-${process.pid}`);
  const client = ownClientBuild();
  const env = { ...serverEnv({ port, dataDir, clientDist: client.dir, logLevel: 'warn' }), ...extraEnv };
  let server: ChildProcess | null = null;
  try {
    prepareGameData(env);
    server = spawn(process.execPath, SERVER_ARGS, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(url, server, 120_000);
    await run({ url, env });
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await removeDataDir(dataDir);
    if (client.owned) rmSync(client.dir, { recursive: true, force: true });
  }
}

/** The worker's game server, with its mail going to a real SMTP server on loopback. */
export interface MailingGameServer extends GameServer {
  mail: SmtpCatcher;
}

/**
 * The environment of every spec's game server: sign-in mail to the catcher, and limits raised for
 * the many players one test machine signs in from one loopback address (a second browser asks for
 * the same address's e-mail within the minute; a spec draws players until their challenges fit).
 */
function gameServerEnv(mail: SmtpCatcher): NodeJS.ProcessEnv {
  return {
    SMTP_URL: mail.url,
    MAIL_FROM: 'Dozen <no-reply@example.org>',
    RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_MINUTE: '100',
    RATE_SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR: '100',
    RATE_SIGN_IN_EMAILS_PER_IP_PER_HOUR: '1000',
    RATE_SIGN_IN_ATTEMPTS_PER_IP_PER_10_MINUTES: '1000',
    RATE_SESSIONS_PER_IP_PER_HOUR: '1000',
  };
}

/**
 * One game server per worker for every spec that plays (game, accounts, progress): specs with the
 * same worker fixtures share a worker, so a worker boots its server (its data directory, then the
 * server: game-data.ts) once rather than once per kind of spec.
 * `accountServer` and `progressServer` are the same server under the names those specs use.
 */
export const test = base.extend<
  { accountServer: MailingGameServer; progressServer: MailingGameServer },
  {
    /**
     * Which server a spec shares (a worker option: specs with different names never share a
     * worker, so never a server). Ranks count every player of the server's week, so a spec that
     * completes challenges of its own (challenge-rules.spec.ts) names its own server.
     */
    gameServerName: string;
    gameServer: MailingGameServer;
  }
>({
  gameServerName: ['shared', { scope: 'worker', option: true }],
  gameServer: [
    async ({ gameServerName: _name }, provide) => {
      const mail = await startSmtpCatcher();
      try {
        await withGameServer(gameServerEnv(mail), (server) => provide({ ...server, mail }));
      } finally {
        await mail.close();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  accountServer: async ({ gameServer }, provide) => provide(gameServer),
  progressServer: async ({ gameServer }, provide) => provide(gameServer),
  baseURL: async ({ gameServer }, provide) => provide(gameServer.url),
});

export { expect };

// ---- playing through the UI

/** An available tile of this letter (its accessible name has no state suffix). */
export function freeTile(page: Page, letter: string) {
  const points = scoreWord(letter);
  return page
    .getByRole('button', {
      name: `${letter}, ${points} ${points === 1 ? 'point' : 'points'}`,
      exact: true,
    })
    .first();
}

export async function tapWord(page: Page, word: string): Promise<void> {
  for (const letter of word) await freeTile(page, letter).click();
  await expect(page.getByTestId('current-word')).toHaveText(word);
}

export async function typeWord(page: Page, word: string): Promise<void> {
  await page.keyboard.type(word.toLowerCase());
  await expect(page.getByTestId('current-word')).toHaveText(word);
}

/** Taps a word, submits it and waits until the server has accepted it into Your Words. */
export async function playWord(page: Page, word: string): Promise<void> {
  await tapWord(page, word);
  await page.getByRole('button', { name: 'Submit Word' }).click();
  await expect(page.getByTestId('your-words')).toContainText(word);
}

export function toast(page: Page) {
  return page.getByTestId('toast');
}

/** Waits for the game of the board to be ready (tiles shown). */
export async function openGame(page: Page, url = '/game'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /^Letters \(\d+\)$/ })).toBeVisible();
}
