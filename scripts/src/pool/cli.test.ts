import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeArgs } from '../../../server/test/entry-points.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function runPoolCli(...args: string[]) {
  return spawnSync(process.execPath, [...nodeArgs('scripts/src/pool-cli.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run pool (the real process)', () => {
  it('exits 2 with one line on stderr for a bad argument, before loading anything', () => {
    const run = runPoolCli('--date', '2026-13-01');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'pool: --date must be a real date as YYYY-MM-DD, got "2026-13-01" (see --help)\n',
    );
  }, 60_000);

  it('prints exactly the daily pool fields with --json', () => {
    const run = runPoolCli('--date', '2026-11-21', '--json');
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const pool = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(pool).join(' ')).toBe(
      'date letters topWord maxWordScore optimalWordCombination maxPossibleScore totalValidWords hints',
    );
    expect(pool).toMatchObject({
      date: '2026-11-21',
      letters: 'DMATLUPEBEJT',
      topWord: 'embattled',
      maxPossibleScore: 26,
    });
  }, 60_000);
});
