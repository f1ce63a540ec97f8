import { Button } from '../components/Button.js';
import { IconUser } from '../components/icons.js';
import { Modal } from '../components/Modal.js';
import { usePlayerDay } from '../screens/home/usePlayerWords.js';
import { useSession } from '../state/session.js';
import { useLiveStats } from '../state/stats.js';
import { useAppModal } from './modal-state.js';
import './YourStatsModal.css';

/**
 * The profile button's modal. Guests see today's numbers from this device and the offer to sign
 * in; the full stats profile needs an account (spec 001 §2).
 */
export default function YourStatsModal({ onClose }: { onClose: () => void }) {
  const { session, isSignedIn } = useSession();
  const { open } = useAppModal();
  const { stats } = useLiveStats();
  const day = usePlayerDay(stats?.date);

  return (
    <Modal
      open
      onClose={onClose}
      title="Your Stats"
      footer={
        isSignedIn ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => open({ kind: 'signInGate', title: 'Sign In or Sign Up' })}>
              Sign In or Sign Up
            </Button>
          </>
        )
      }
    >
      <p className="notice" style={{ marginTop: 0 }}>
        <IconUser />
        <span>
          {isSignedIn
            ? 'You are signed in: your progress is saved to your account.'
            : 'You are playing as a guest. Sign in to keep your progress on every device and to unlock hints, Continuous Mode and personal challenges.'}
        </span>
      </p>
      <dl className="your-stats">
        <div>
          <dt>Words found today</dt>
          <dd>{day.uniqueWords}</dd>
        </div>
        <div>
          <dt>Best score today</dt>
          <dd>{day.bestScore}</dd>
        </div>
        <div>
          <dt>Best word today</dt>
          <dd>
            {day.bestWordScore} <span className="your-stats__unit">points</span>
          </dd>
        </div>
      </dl>
      {session && (
        <p className="modal-meta">
          User ID: <code>{session.userId}</code>
        </p>
      )}
    </Modal>
  );
}
