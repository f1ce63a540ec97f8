import type { TChallengeStatsResponse } from '@dozen/engine/contract';
import { ChartFigure } from '../../../shared/ui/charts/ChartFigure.js';
import { PairedBars } from '../../../shared/ui/charts/PairedBars.js';

const DIFFICULTIES = [
  ['easy', 'Easy'],
  ['medium', 'Medium'],
  ['hard', 'Hard'],
] as const;

const percent = (completed: number, offered: number) =>
  offered === 0 ? null : Math.round((100 * completed) / offered);

/** Challenges completed of those offered, by difficulty, with the points each brought. */
export function ChallengeChart({ stats }: { stats: TChallengeStatsResponse }) {
  const rows = DIFFICULTIES.map(([key, label]) => ({ key, label, ...stats.byDifficulty[key] }));
  const summary =
    stats.totalChallengesOffered === 0
      ? 'No challenges yet: they start after five games.'
      : `Challenges completed: ${rows.map((r) => `${r.label} ${r.completed} of ${r.offered}`).join(', ')}; ${stats.totalRewardPoints} points in all.`;
  return (
    <ChartFigure
      title="Challenges by difficulty"
      summary={summary}
      testId="challenge-chart"
      table={{
        columns: ['Difficulty', 'Completed', 'Offered', 'Points', 'Worth each'],
        rows: rows.map((r) => ({
          key: r.key,
          cells: [r.label, r.completed, r.offered, r.points, stats.rewardPointsPerDifficulty[r.key]],
        })),
      }}
    >
      <PairedBars
        names={['Completed', 'Offered']}
        pairs={rows.map((r) => ({
          key: r.key,
          label: `${r.label} (${r.completed}/${r.offered})`,
          first: percent(r.completed, r.offered),
          second: r.offered === 0 ? null : 100,
        }))}
      />
    </ChartFigure>
  );
}
