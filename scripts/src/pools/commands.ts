import {
  addDays,
  daysBetween,
  describeLetters,
  HINT_KEYS,
  letterValue,
  type DailyPool,
  type Dictionary,
} from '@dozen/engine';
import { ensurePool } from '@dozen/server/services/pools';
import type { Sql } from '@dozen/server/storage/database';
import { findPool, isDatePlayed, replacePool } from '@dozen/server/storage/pools';

/** What the commands print to: stdout for results, stderr for progress and refusals. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
  /** Rewrites one progress line in place (only when stderr is a terminal). */
  progress?(line: string): void;
}

export function formatPool(pool: DailyPool): string {
  const tiles = [...pool.letters].map((letter) => `${letter}${letterValue(letter)}`).join(' ');
  const hints = HINT_KEYS.map((key, index) => {
    const value = pool.hints[key];
    const shown = Array.isArray(value) ? value.join(', ') || '(none)' : String(value);
    return `  ${index + 1}. ${key}: ${shown}`;
  }).join('\n');
  return [
    `date:                   ${pool.date}`,
    `letters:                ${pool.letters}   (${tiles})`,
    `top word:               ${pool.topWord} (${pool.maxWordScore})`,
    `optimal combination:    ${pool.optimalWordCombination.join(', ')}`,
    `max possible score:     ${pool.maxPossibleScore}`,
    `valid words:            ${pool.totalValidWords}`,
    `hints:`,
    hints,
  ].join('\n');
}

/** Generates and stores every missing pool of the range (existing ones are never touched). */
export async function seedPools(
  sql: Sql,
  dictionary: Dictionary,
  from: string,
  to: string,
  output: Output,
): Promise<number> {
  const total = daysBetween(from, to) + 1;
  let created = 0;
  for (let index = 0; index < total; index++) {
    const date = addDays(from, index);
    const result = await ensurePool(sql, dictionary, date);
    if (result.created) created++;
    output.progress?.(
      `seeding ${index + 1}/${total}  ${date}  ${result.pool.letters}${result.created ? '' : ' (kept)'}`,
    );
  }
  output.out(`${created} pool(s) created, ${total - created} already stored, ${from} to ${to}`);
  return created;
}

export async function showPool(sql: Sql, date: string, json: boolean, output: Output): Promise<boolean> {
  const pool = await findPool(sql, date);
  if (!pool) {
    output.err(`no pool stored for ${date}`);
    return false;
  }
  output.out(json ? JSON.stringify(pool) : formatPool(pool));
  return true;
}

/**
 * Stores chosen letters for a date. Refuses a date someone already played (their scores and
 * achievements belong to the stored pool) and letters failing the quality rules, unless forced.
 */
export async function setPool(
  sql: Sql,
  dictionary: Dictionary,
  command: { date: string; letters: string; force: boolean },
  output: Output,
): Promise<boolean> {
  const { quality, ...fields } = describeLetters(command.letters, dictionary);
  const pool: DailyPool = { date: command.date, ...fields };
  output.out(formatPool(pool));
  output.out(
    quality.ok
      ? 'quality: ok'
      : `quality: FAILS\n${quality.problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  if (!quality.ok && !command.force) {
    output.err('refused: the letters fail the quality rules (use --force to store them anyway)');
    return false;
  }
  if (!pool.topWord) {
    output.err('refused: these letters spell no word at all, so the day would have no Target Word');
    return false;
  }
  if ((await isDatePlayed(sql, command.date)) && !command.force) {
    output.err(`refused: ${command.date} has already been played (use --force to replace its pool anyway)`);
    return false;
  }
  await replacePool(sql, pool);
  output.out(`stored ${command.letters} for ${command.date} (running servers use it within a minute)`);
  return true;
}
