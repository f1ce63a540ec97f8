import type { TYourStats } from '@dozen/engine/contract';
import { oneDecimal, plural } from './format.js';

/** Your Stats' headline figures (spec 001 §2): games, both streaks, averages. */
export function StatsSummary({ stats }: { stats: TYourStats }) {
  const { played, targetReached } = stats.streaks;
  const tiles = [
    {
      key: 'games',
      label: 'Games played',
      value: String(stats.gamesPlayed),
      note: plural(stats.daysPlayed, 'day'),
    },
    {
      key: 'streak',
      label: 'Day streak',
      value: String(played.current),
      note: `best ${played.best}`,
    },
    {
      key: 'target-streak',
      label: 'Target Score streak',
      value: String(targetReached.current),
      note: `best ${targetReached.best}`,
    },
    {
      key: 'average',
      label: 'Average score',
      value: `${stats.averageScorePercent}%`,
      note: 'of the Target Score',
    },
    {
      key: 'words',
      label: 'Words per game',
      value: oneDecimal(stats.averageWordsPerGame),
      note: 'on average',
    },
  ];
  return (
    <dl className="your-stats your-stats--summary" data-testid="your-stats-summary">
      {tiles.map((tile) => (
        <div key={tile.key} data-testid={`stat-${tile.key}`}>
          <dt>{tile.label}</dt>
          <dd>
            {tile.value}
            <span className="your-stats__unit">{tile.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
