import { addDays } from '@dozen/engine';
import { FUNNEL_STEPS, type AnalyticsReport } from './aggregate.js';

/** The report as an operator reads it in a terminal (plain text, aligned columns). */

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function percent(share: number | null): string {
  return share === null ? '—' : `${(share * 100).toFixed(1)}%`;
}

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned. */
export function table(rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
  );
}

function perDayTable(report: AnalyticsReport): string[] {
  return [
    `Per day, ${report.from} … ${report.to} (funnel columns as above; returned: also active the day before)`,
    ...table([
      ['date', 'players', 'events', ...FUNNEL_STEPS.map(({ step }) => step), 'hint users', 'returned'],
      ...report.perDay.map((row) => [
        row.date,
        String(row.active),
        String(row.events),
        ...row.funnel.map(String),
        String(row.hintPlayers),
        String(row.returned),
      ]),
    ]),
  ];
}

export function formatReport(report: AnalyticsReport): string {
  const lines: string[] = [];
  if (report.events === 0) {
    lines.push(`no events recorded for ${report.date}`);
    // The other days of the table may still have some: show them, or say there are none.
    if (report.perDay.some((row) => row.events > 0)) lines.push('', ...perDayTable(report));
    else if (report.perDay.length > 1) lines.push(`(none for ${report.from} … ${report.to} either)`);
    return `${lines.join('\n')}\n`;
  }
  const { funnel, returning, hints } = report;
  const dayBefore = addDays(report.date, -1);
  const windowStart = addDays(report.date, -returning.withinWindow.days);
  lines.push(
    `Dozen analytics for ${report.date} (puzzle date, New York): ${count(report.players, 'player')}, ${count(report.events, 'event')}`,
    '',
    `Funnel — ${report.definitions.funnel}`,
    ...table([
      ['step', 'players', 'of previous'],
      ...funnel.map((step, i) => [step.step, String(step.players), i === 0 ? '' : percent(step.ofPrevious)]),
    ]),
    '',
    `Return rate — ${report.definitions.returning}`,
    ...table([
      ['', 'players', 'share'],
      ['active on the date', String(returning.active), ''],
      [
        `also active on ${dayBefore}`,
        String(returning.previousDay.players),
        percent(returning.previousDay.share),
      ],
      [
        `also active on one of ${windowStart} … ${dayBefore}`,
        String(returning.withinWindow.players),
        percent(returning.withinWindow.share),
      ],
    ]),
    '',
    `Hint use — ${report.definitions.hints}`,
    ...table([
      ['', 'players', 'share'],
      ['started a game', String(hints.starters), ''],
      ['used a hint', String(hints.players), percent(hints.share)],
      ['hints used in all', String(hints.hintsUsed), ''],
    ]),
    '',
    `Past puzzles (the archive) — ${report.definitions.archive}`,
    ...table([
      ['', 'events', 'players'],
      ...report.archive.steps.map((row) => [row.step, String(row.events), String(row.players)]),
      ['archive games stored', String(report.archive.storedGames), ''],
    ]),
    '',
    `Events for ${report.date}`,
    ...table([
      ['event', 'events', 'players'],
      ...report.eventsByName.map((row) => [row.name, String(row.events), String(row.players)]),
    ]),
    '',
    ...perDayTable(report),
  );
  return `${lines.join('\n')}\n`;
}
