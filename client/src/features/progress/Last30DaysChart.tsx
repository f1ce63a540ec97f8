import type { TYourStats } from '@dozen/engine/contract';
import { ChartFigure } from '../../shared/ui/charts/ChartFigure.js';
import { ColumnChart } from '../../shared/ui/charts/ColumnChart.js';

type Day = TYourStats['last30Days'][number];

/** The last 30 days: each day's best score as a share of its Target Score, with its table. */
export function Last30DaysChart({ stats }: { stats: TYourStats }) {
  const days = stats.last30Days;
  const label = (day: Day | undefined) => day?.label.replace(/^\w+, /, '') ?? '';
  return (
    <ChartFigure
      title="Last 30 days"
      summary={stats.last30DaysSummary}
      testId="last-30-days"
      table={{
        columns: ['Day', 'Games', 'Best score', 'Words', 'Target Score'],
        rows: days.map((day) => ({
          key: day.date,
          cells: day.played
            ? [
                day.label,
                day.games,
                `${day.finalScore ?? 0} of ${day.dayTargetScore ?? 0} (${day.scorePercent ?? 0}%)`,
                day.wordCount ?? 0,
                day.targetReached ? 'Reached' : 'Not reached',
              ]
            : [day.label, 0, '–', '–', '–'],
        })),
      }}
    >
      <ColumnChart
        columns={days.map((day) => ({
          key: day.date,
          value: day.played ? (day.scorePercent ?? 0) : null,
          highlight: day.targetReached,
          tooltip: day.text,
        }))}
        max={100}
        topLabel="100% of the Target Score"
        axisLabels={[label(days[0]), label(days[14]), label(days[29])]}
      />
    </ChartFigure>
  );
}
