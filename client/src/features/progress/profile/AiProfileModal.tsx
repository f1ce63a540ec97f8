import type { TUserProfile } from '@dozen/engine/contract';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { challengeStatsQuery, extraPointsRankQuery, userProfileQuery } from '../../../api/progress-query.js';
import { Button } from '../../../shared/ui/Button.js';
import { IconLock } from '../../../shared/ui/more-icons.js';
import { InfoModal } from '../../../shared/ui/InfoModal.js';
import { Modal } from '../../../shared/ui/Modal.js';
import { ModalSection } from '../../../shared/ui/ModalSection.js';
import { applyOnboarding } from '../../../domain/onboarding-flow.js';
import { useSession } from '../../../api/session.js';
import { useAppModal } from '../../../shared/modal-registry.js';
import { oneDecimal, plural, standingText } from '../format.js';
import { AreaChart } from './AreaChart.js';
import { ChallengeChart } from './ChallengeChart.js';
import '../YourStatsModal.css';
import './AiProfileModal.css';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type Area = TUserProfile['areas'][number];

/** Strong or to-improve areas exactly as the server judged them, each with its evidence. */
function AreaList({ areas, empty, testId }: { areas: Area[]; empty: string; testId: string }) {
  if (areas.length === 0) return <p className="profile-empty">{empty}</p>;
  return (
    <ul className="profile-areas list-reset" data-testid={testId}>
      {areas.map((area) => (
        <li key={area.area}>
          <strong>{area.label}</strong>
          <span className="profile-areas__evidence">{area.evidence}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Advanced Stats / A.I. Profile (spec 001 §2, §3; signed-in only): the server's statistical model
 * of the player's own games. A claim (strong, to improve) appears only where the server made it,
 * always with its evidence; below enough games the view says so instead of guessing.
 */
export default function AiProfileModal({ onClose }: { onClose: () => void }) {
  const { session, isSignedIn } = useSession();
  const { open } = useAppModal();
  const store = useStore();
  const userId = isSignedIn ? session?.userId : undefined;
  const enabled = userId !== undefined;
  const profile = useQuery({ ...userProfileQuery(userId ?? '-'), enabled });
  const challengeStats = useQuery({ ...challengeStatsQuery(userId ?? '-'), enabled });
  const rank = useQuery({ ...extraPointsRankQuery(userId ?? '-'), enabled });
  const rankShown = rank.data !== undefined;
  useEffect(() => {
    if (rankShown) applyOnboarding(store, { type: 'leaderboardViewed' });
  }, [rankShown, store]);

  const footer = (
    <>
      <Button variant="secondary" onClick={() => open({ kind: 'yourStats' })}>
        Your Stats
      </Button>
      <Button onClick={onClose}>Close</Button>
    </>
  );

  if (!enabled)
    return (
      <InfoModal onClose={onClose} title="Advanced Stats">
        <p className="notice" style={{ marginTop: 0 }}>
          <IconLock />
          <span>The A.I. Profile is only available for users with Dozen accounts.</span>
        </p>
      </InfoModal>
    );

  const p = profile.data;
  return (
    <Modal open onClose={onClose} title="Advanced Stats" description="Your A.I. Profile" footer={footer}>
      {profile.isError && <p role="alert">Your profile could not be loaded. Try again later.</p>}
      {!p && !profile.isError && <p role="status">Loading your profile…</p>}
      {p && (
        <>
          <p className="profile-message" data-testid="profile-message">
            {p.message}
          </p>
          <dl className="your-stats profile-figures" data-testid="profile-figures">
            <div>
              <dt>Skill level</dt>
              <dd>{capitalise(p.skillLevel)}</dd>
            </div>
            <div>
              <dt>Play pattern</dt>
              <dd>{capitalise(p.playPattern)}</dd>
            </div>
            <div>
              <dt>Average score</dt>
              <dd>
                {oneDecimal(p.averageScore)}
                <span className="your-stats__unit">{p.averageScorePercent}% of the Target Score</span>
              </dd>
            </div>
            <div>
              <dt>Words per game</dt>
              <dd>{oneDecimal(p.averageWordsPerGame)}</dd>
            </div>
            <div>
              <dt>Games per day</dt>
              <dd>{oneDecimal(p.gamesPerDay)}</dd>
            </div>
            <div>
              <dt>Games analysed</dt>
              <dd>
                {p.gamesAnalysed}
                <span className="your-stats__unit">of {plural(p.gamesPlayed, 'game')}</span>
              </dd>
            </div>
          </dl>

          <ModalSection title="Strong areas">
            <AreaList
              areas={p.strongAreas}
              testId="strong-areas"
              empty="None yet: an area is called strong only when your games show it clearly more often than the community's."
            />
          </ModalSection>
          <ModalSection title="Areas to improve">
            <AreaList
              areas={p.improvementAreas}
              testId="improvement-areas"
              empty="None yet: an area is called weak only when your games show it clearly less often than the community's."
            />
          </ModalSection>
          <ModalSection title="All areas">
            <AreaChart areas={p.areas} />
          </ModalSection>
        </>
      )}

      <ModalSection title="Challenges and rank">
        {challengeStats.data ? (
          <ChallengeChart stats={challengeStats.data} />
        ) : (
          <p role="status">{challengeStats.isError ? 'Challenge stats could not be loaded.' : 'Loading…'}</p>
        )}
        {rank.data && (
          <dl className="challenge-points profile-rank" data-testid="profile-rank">
            <div>
              <dt>
                This week ({rank.data.week.start} to {rank.data.week.end},{' '}
                {plural(rank.data.week.points, 'point')})
              </dt>
              <dd className="challenge-points__rank">{standingText(rank.data.week)}</dd>
            </div>
            <div>
              <dt>All time ({plural(rank.data.allTime.points, 'point')})</dt>
              <dd className="challenge-points__rank">{standingText(rank.data.allTime)}</dd>
            </div>
          </dl>
        )}
      </ModalSection>
    </Modal>
  );
}
