import { useQuery } from '@tanstack/react-query';
import { topWordCountQuery } from '../../api/query.js';
import { Button } from '../../shared/ui/Button.js';
import { IconCheck, IconCross } from '../../shared/ui/icons.js';
import { Modal } from '../../shared/ui/Modal.js';
import { usePlayerDay } from './usePlayerWords.js';
import { useLiveStats } from './live-stats.js';
import './TodaysTargetsModal.css';

export interface TargetRow {
  name: 'Score' | 'Word' | 'Words';
  best: number;
  target: number;
  unit: string;
}

/** Spec 000 §2 Today's Targets: each row green (reached) or red (not yet), with an icon and words too. */
export function TargetRows({ rows }: { rows: TargetRow[] }) {
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
              Your best <strong>{best}</strong>
              <br />
              Target {target} {unit}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export default function TodaysTargetsModal({ onClose }: { onClose: () => void }) {
  const { stats } = useLiveStats();
  const day = usePlayerDay(stats?.date);
  const topWordCount = useQuery({ ...topWordCountQuery(stats?.date ?? ''), enabled: Boolean(stats?.date) });
  const mostWords = topWordCount.data?.topWordCount ?? stats?.highestUniqueWords ?? 0;

  return (
    <Modal open onClose={onClose} title="Today's Targets" footer={<Button onClick={onClose}>Close</Button>}>
      {stats ? (
        <TargetRows
          rows={[
            { name: 'Score', best: day.bestScore, target: stats.maxPossibleScore, unit: 'points' },
            { name: 'Word', best: day.bestWordScore, target: stats.maxWordScore, unit: 'points' },
            { name: 'Words', best: day.uniqueWords, target: mostWords, unit: 'words' },
          ]}
        />
      ) : (
        <p role="status">Loading today's targets…</p>
      )}
    </Modal>
  );
}
