import type { TArchiveDay } from '@dozen/engine/contract';
import { useQueries } from '@tanstack/react-query';
import { archiveMonthQuery } from '../../api/archive-query.js';
import { addMonths, monthOf } from './calendar-month.js';

/**
 * The list view's months: the newest `count` months from `lastDate`'s back, never before the first
 * puzzle's; answers their days together and whether an earlier month remains.
 */
export function useArchiveMonths(bounds: { firstDate: string; lastDate: string } | null, count: number) {
  const months: string[] = [];
  if (bounds) {
    const first = monthOf(bounds.firstDate);
    for (let m = monthOf(bounds.lastDate); months.length < count && m >= first; m = addMonths(m, -1))
      months.push(m);
  }
  // `bounds` come from an answer, so a session was there: the list asks only then.
  const results = useQueries({ queries: months.map((month) => archiveMonthQuery(month)) });
  const days: TArchiveDay[] = results.flatMap((result) => result.data?.days ?? []);
  const earliest = months.at(-1);
  return {
    days,
    loading: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
    hasMore: bounds !== null && earliest !== undefined && earliest > monthOf(bounds.firstDate),
  };
}
