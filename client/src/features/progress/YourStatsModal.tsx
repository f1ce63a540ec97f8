import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { playerHistoryQuery } from '../../api/progress-query.js';
import { Button } from '../../shared/ui/Button.js';
import { IconHistory, IconUser } from '../../shared/ui/icons.js';
import { IconChart } from '../../shared/ui/progress-icons.js';
import { Modal } from '../../shared/ui/Modal.js';
import { ModalSection } from '../../shared/ui/ModalSection.js';
import { useSession } from '../../api/session.js';
import { useAppModal } from '../../shared/modal-registry.js';
import { LoadFailed } from '../../shared/LoadFailed.js';
import { ChallengePoints } from './ChallengePoints.js';
import { HistoryDay } from './HistoryDay.js';
import { HistoryList } from './HistoryList.js';
import { Last30DaysChart } from './Last30DaysChart.js';
import { StatsSummary } from './StatsSummary.js';
import '../../shared/ui/charts/charts.css';
import './YourStatsModal.css';

/**
 * Your Stats (spec 001 §2), from the player's own stored games (GET
 * /api/player-history/{userId}, fresh 2 minutes): games, both streaks, averages, the last 30 days,
 * and the history, each day of which opens its words and answers. Below 5 games it says 'Training
 * Our AI Model'. Signed-in players also see their challenge points and rank, and the A.I. Profile;
 * guests, whose stats live only under this browser's identity, are offered to sign in.
 */
export default function YourStatsModal({ onClose }: { onClose: () => void }) {
  const { session, isSignedIn } = useSession();
  const { open } = useAppModal();
  const userId = session?.userId;
  const history = useQuery({ ...playerHistoryQuery(userId ?? '-'), enabled: userId !== undefined });
  const [openDay, setOpenDay] = useState<string | null>(null);
  const stats = history.data?.stats;
  const navigate = useNavigate();
  /** Past puzzles: the archive, or one day's puzzle in it. */
  const openArchive = (date?: string) => {
    onClose();
    navigate(date ? `/archive/${date}` : '/archive', { state: { from: 'stats' } });
  };

  let body;
  if (userId && openDay) {
    body = <HistoryDay userId={userId} date={openDay} onBack={() => setOpenDay(null)} />;
  } else if (history.isError) {
    body = (
      <LoadFailed what="Your stats" className="your-stats__error" onRetry={() => void history.refetch()} />
    );
  } else if (!history.data || !stats) {
    body = <p role="status">Loading your stats…</p>;
  } else {
    body = (
      <>
        {stats.training.active && (
          <p className="notice your-stats__training" data-testid="training">
            <IconChart />
            <span>
              <strong>{stats.training.message}</strong>
              <br />
              Play {stats.training.remainingGames} more{' '}
              {stats.training.remainingGames === 1 ? 'game' : 'games'} and your stats and A.I. Profile start
              to describe how you play.
            </span>
          </p>
        )}
        <StatsSummary stats={stats} />
        {isSignedIn && userId && (
          <ModalSection title="Challenges and rank">
            <ChallengePoints userId={userId} />
          </ModalSection>
        )}
        <ModalSection title="Your daily scores">
          <Last30DaysChart stats={stats} />
        </ModalSection>
        <ModalSection title="History">
          <HistoryList
            entries={history.data.entries}
            later={history.data.later}
            onOpen={setOpenDay}
            onOpenArchive={openArchive}
          />
          <Button
            variant="secondary"
            block
            className="your-stats__archive"
            icon={<IconHistory />}
            onClick={() => openArchive()}
          >
            Past Puzzles
          </Button>
        </ModalSection>
      </>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Your Stats"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {isSignedIn ? (
            <Button icon={<IconChart />} onClick={() => open({ kind: 'aiProfile' })}>
              Advanced Stats
            </Button>
          ) : (
            <Button onClick={() => open({ kind: 'signInGate', title: 'Sign In or Sign Up' })}>
              Sign In or Sign Up
            </Button>
          )}
        </>
      }
    >
      {!isSignedIn && (
        <p className="notice" style={{ marginTop: 0 }}>
          <IconUser />
          <span>
            You are playing as a guest: these stats live on this browser only. Sign in to keep your progress
            on every device and to unlock hints, Continuous Mode, personal challenges and your A.I. Profile.
          </span>
        </p>
      )}
      {body}
      {session && (
        <p className="modal-meta">
          User ID: <code>{session.userId}</code>
        </p>
      )}
    </Modal>
  );
}
