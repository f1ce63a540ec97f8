/**
 * A game server's data directory on GAME_LETTERS: today's and tomorrow's pools (New York, in case
 * the run crosses midnight) set by the operator command (`pools set --force`) before the server
 * boots, which also initialises and migrates its embedded PostgreSQL.
 *
 * That costs ~4.5 CPU-seconds a server. `npm test` pays it once a run instead: it makes one such
 * directory beside vitest (prepare-run.ts) and names it in DOZEN_E2E_DATA_TEMPLATE, and every
 * game server then starts on a copy of it, while the day it was made for is still today.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, puzzleDate } from '../../engine/src/index.js';
import { runOperatorCli } from './local-server.js';

/** generatePool('2026-02-08'): a real pool that passes the quality rules. */
export const GAME_LETTERS = 'OIGJUBNTAINH';

/** The day a template was made on, kept beside it. */
const dayFile = (template: string) => `${template}.day`;

/** Today's and tomorrow's letters: GAME_LETTERS, in the database of `env`'s DATA_DIR. */
function setGameLetters(env: NodeJS.ProcessEnv): string {
  const today = puzzleDate(new Date());
  for (const date of [today, addDays(today, 1)]) {
    const set = runOperatorCli(
      'pools-cli.ts',
      ['set', '--date', date, '--letters', GAME_LETTERS, '--force'],
      env,
    );
    if (set.status !== 0) throw new Error(`pools set failed: ${set.stderr}${set.stdout}`);
  }
  return today;
}

/**
 * `env`'s DATA_DIR (not there yet) on GAME_LETTERS: a copy of the run's template while it is of
 * today, else made here. `cp -a` keeps the owner: run as root, the cluster's files belong to the
 * `postgres` user that runs it.
 */
export function prepareGameData(env: NodeJS.ProcessEnv): void {
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error('prepareGameData: the environment names no DATA_DIR');
  const template = process.env.DOZEN_E2E_DATA_TEMPLATE;
  const templateDay =
    template && existsSync(dayFile(template)) ? readFileSync(dayFile(template), 'utf8') : null;
  if (template && templateDay === puzzleDate(new Date())) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    execFileSync('cp', ['-a', template, dataDir]);
    return;
  }
  setGameLetters(env);
}

/** Makes the run's template in `env`'s DATA_DIR, with the day it is of beside it. */
export function makeGameDataTemplate(env: NodeJS.ProcessEnv): void {
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error('makeGameDataTemplate: the environment names no DATA_DIR');
  const day = setGameLetters(env);
  writeFileSync(dayFile(dataDir), day);
}
