import type { ReactNode } from 'react';
import { IconList, IconStar, IconTarget, IconUsers } from '../../components/icons.js';
import { displayedLifetimePlayers, type HomeStats } from '../../state/stats.js';

const number = new Intl.NumberFormat('en-US');
const format = (value: number | undefined) => (value === undefined ? '–' : number.format(value));

interface TileProps {
  icon: ReactNode;
  label: string;
  value: string;
  caption: ReactNode;
  testId: string;
}

function StatTile({ icon, label, value, caption, testId }: TileProps) {
  return (
    <li className="stat-tile" data-testid={testId}>
      <span className="stat-tile__label">
        {icon}
        {label}
      </span>
      <strong className="stat-tile__value">{value}</strong>
      <span className="stat-tile__caption">{caption}</span>
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
    <ul className="stat-tiles" aria-label="Today's stats">
      <StatTile
        testId="stat-players-today"
        icon={<IconUsers />}
        label="Players Today"
        value={format(stats?.totalPlayers)}
        caption={<>{format(lifetime)} lifetime players</>}
      />
      <StatTile
        testId="stat-target-score"
        icon={<IconTarget />}
        label="Target Score"
        value={format(stats?.playersReachedScore)}
        caption={<>reached {format(stats?.maxPossibleScore)} points</>}
      />
      <StatTile
        testId="stat-target-word"
        icon={<IconStar />}
        label="Target Word"
        value={format(stats?.playersReachedWord)}
        caption={<>found the {format(stats?.maxWordScore)}-point word</>}
      />
      <StatTile
        testId="stat-most-words"
        icon={<IconList />}
        label="Most Words"
        value={format(myWords)}
        caption={<>your words · top {format(stats?.highestUniqueWords)}</>}
      />
    </ul>
  );
}
