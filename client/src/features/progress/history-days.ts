import type { TArchivePlayedDay, THistoryEntry } from '@dozen/engine/contract';

/**
 * One row of the history: a day played on the day (its entry), later from the archive,
 * or both — each result kept and shown apart, since an archive game never changes the day's.
 */
export interface HistoryDayRow {
  date: string;
  dateLabel: string;
  entry: THistoryEntry | null;
  later: TArchivePlayedDay | null;
}

/** The days of both lists, newest first. */
export function historyRows(
  entries: readonly THistoryEntry[],
  later: readonly TArchivePlayedDay[],
): HistoryDayRow[] {
  const rows = new Map<string, HistoryDayRow>();
  for (const entry of entries)
    rows.set(entry.date, { date: entry.date, dateLabel: entry.dateLabel, entry, later: null });
  for (const day of later) {
    const row = rows.get(day.date);
    if (row) row.later = day;
    else rows.set(day.date, { date: day.date, dateLabel: day.dateLabel, entry: null, later: day });
  }
  return [...rows.values()].sort((a, b) => b.date.localeCompare(a.date));
}
