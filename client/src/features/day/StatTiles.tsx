import { displayedLifetimePlayers, formatCount as format, HomeShellField, statCaption } from '@dozen/engine';
import type { ReactNode } from 'react';
import { IconList, IconStar, IconTarget, IconUsers } from '../../shared/ui/icons.js';
import type { HomeStats } from './live-stats.js';

interface TileProps {
  icon: ReactNode;
  label: string;
  value: string;
  caption: string;
  testId: string;
  /**
   * The value's and the caption's fields in the prerendered home shell, which the server fills
   * with the same texts (engine/src/home-counts.ts); none for what only this device knows.
   */
  valueField?: string;
  captionField: string;
}

function StatTile({ icon, label, value, caption, testId, valueField, captionField }: TileProps) {
  return (
    <li className="stat-tile" data-testid={testId}>
      <span className="stat-tile__label">
        {icon}
        {label}
      </span>
      <strong className="stat-tile__value" data-shell-field={valueField}>
        {value}
      </strong>
      <span className="stat-tile__caption" data-shell-field={captionField}>
        {caption}
      </span>
    </li>
  );
}

/**
 * The four live tiles of spec 000 §2. Numbers keep their place while loading ('–'), so the card
 * never jumps when the counts arrive.
 */
export function StatTiles({ stats, myWords }: { stats: HomeStats | undefined; myWords: number | undefined }) {
  const lifetime = stats ? displayedLifetimePlayers(stats.lifetimePlayers) : undefined;
  return (
    <ul className="stat-tiles list-reset" aria-label="Today's stats">
      <StatTile
        testId="stat-players-today"
        icon={<IconUsers />}
        label="Players Today"
        value={format(stats?.totalPlayers)}
        caption={statCaption.lifetimePlayers(lifetime)}
        valueField={HomeShellField.playersToday}
        captionField={HomeShellField.lifetimePlayers}
      />
      <StatTile
        testId="stat-target-score"
        icon={<IconTarget />}
        label="Target Score"
        value={format(stats?.playersReachedScore)}
        caption={statCaption.targetScore(stats?.maxPossibleScore)}
        valueField={HomeShellField.playersReachedScore}
        captionField={HomeShellField.targetScoreCaption}
      />
      <StatTile
        testId="stat-target-word"
        icon={<IconStar />}
        label="Target Word"
        value={format(stats?.playersReachedWord)}
        caption={statCaption.targetWord(stats?.maxWordScore)}
        valueField={HomeShellField.playersReachedWord}
        captionField={HomeShellField.targetWordCaption}
      />
      <StatTile
        testId="stat-most-words"
        icon={<IconList />}
        label="Most Words"
        value={format(myWords)}
        caption={statCaption.mostWords(stats?.highestUniqueWords)}
        captionField={HomeShellField.mostWordsCaption}
      />
    </ul>
  );
}
