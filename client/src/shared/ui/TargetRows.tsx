import { IconCheck, IconCross } from './more-icons.js';
import './TargetRows.css';

export interface TargetRow {
  name: 'Score' | 'Word' | 'Words';
  best: number;
  target: number;
  unit: string;
}

/**
 * Spec 000 §2's targets: each row green (reached) or red (not yet), with an icon and words too.
 * Today's Targets show the player's best of the day; a past day's game shows this game's.
 */
export function TargetRows({ rows, bestLabel = 'Your best' }: { rows: TargetRow[]; bestLabel?: string }) {
  return (
    <ul className="target-rows list-reset">
      {rows.map(({ name, best, target, unit }) => {
        const reached = target > 0 && best >= target;
        return (
          <li
            key={name}
            className={reached ? 'target-row target-row--reached' : 'target-row target-row--missed'}
            data-testid={`target-${name.toLowerCase()}`}
          >
            <span className="target-row__icon">{reached ? <IconCheck /> : <IconCross />}</span>
            <span>
              <span className="target-row__name">{name}</span>
              <br />
              <span className="target-row__status">{reached ? 'Reached' : 'Not reached yet'}</span>
            </span>
            <span className="target-row__numbers">
              {bestLabel} <strong>{best}</strong>
              <br />
              Target {target} {unit}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
