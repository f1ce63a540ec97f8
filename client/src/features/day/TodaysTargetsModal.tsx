import { useQuery } from '@tanstack/react-query';
import { topWordCountQuery } from '../../api/query.js';
import { InfoModal } from '../../shared/ui/InfoModal.js';
import { TargetRows } from '../../shared/ui/TargetRows.js';
import { usePlayerDay } from './usePlayerDay.js';
import { useLiveStats } from './live-stats.js';

export default function TodaysTargetsModal({ onClose }: { onClose: () => void }) {
  const { stats } = useLiveStats();
  const day = usePlayerDay(stats?.date);
  const topWordCount = useQuery({ ...topWordCountQuery(stats?.date ?? ''), enabled: Boolean(stats?.date) });
  const mostWords = topWordCount.data?.topWordCount ?? stats?.highestUniqueWords ?? 0;

  return (
    <InfoModal onClose={onClose} title="Today's Targets">
      {stats && day ? (
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
    </InfoModal>
  );
}
