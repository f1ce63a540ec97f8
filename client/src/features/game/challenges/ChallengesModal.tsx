import { formatPuzzleDate } from '@dozen/engine';
import type { TPersonalizedChallenge } from '@dozen/engine/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { generateChallengesMutation } from '../../../api/mutations.js';
import { personalizedChallengesQuery } from '../../../api/progress-query.js';
import { Button } from '../../../shared/ui/Button.js';
import { IconSparkles } from '../../../shared/ui/progress-icons.js';
import { InfoModal } from '../../../shared/ui/InfoModal.js';
import { ProgressBar } from '../../../shared/ui/ProgressBar.js';
import { gameAtom } from '../atoms.js';
import { ChallengeTooltip } from '../../../domain/challenge-button.js';
import { liveChallengeProgress } from '../../../domain/challenge-progress.js';
import { useSession } from '../../../api/session.js';
import { ChallengeCard } from './ChallengeCard.js';
import './ChallengesModal.css';

const DIFFICULTY_ORDER = { easy: 0, medium: 1, hard: 2 } as const;
const byDifficulty = (a: TPersonalizedChallenge, b: TPersonalizedChallenge) =>
  DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty];

/**
 * Personal Challenges (spec 001 §2): the day's challenges with their capped progress (the
 * server's best stored game, or this game as it is played), or what stands between the player
 * and them: five games first, or a press to generate them. The server completes challenges; the
 * toast and confetti come from the game controller when it does.
 */
export default function ChallengesModal({
  onClose,
  date,
  generate = false,
}: {
  onClose: () => void;
  date: string;
  generate?: boolean | undefined;
}) {
  const { session, isSignedIn } = useSession();
  const userId = isSignedIn ? session?.userId : undefined;
  const query = useQuery({
    ...personalizedChallengesQuery(userId ?? '-', date),
    enabled: userId !== undefined,
  });
  const generation = useMutation(generateChallengesMutation());
  const { mutate } = generation;
  const game = useAtomValue(gameAtom);

  const answer = query.data;
  const canGenerate =
    answer !== undefined && answer.eligibilityInfo.eligible && answer.challenges.length === 0;
  const start = () => {
    if (userId) mutate({ playerId: userId, date });
  };
  // Opened by "Get personalized challenges": ask once, as soon as we know it is possible.
  const asked = useRef(false);
  useEffect(() => {
    if (!generate || asked.current || !canGenerate || !userId) return;
    asked.current = true;
    mutate({ playerId: userId, date });
  }, [generate, canGenerate, userId, date, mutate]);

  const challenges = [...(answer?.challenges ?? [])].sort(byDifficulty);
  const completed = challenges.filter((c) => c.isCompleted);
  const earned = completed.reduce((sum, c) => sum + c.rewards.points, 0);

  let body;
  if (!userId) {
    body = <p>{ChallengeTooltip.signIn}.</p>;
  } else if (!answer) {
    body = <p role="status">Loading your challenges…</p>;
  } else if (!answer.eligibilityInfo.eligible && challenges.length === 0) {
    const { gamesPlayed, gamesRequired, message } = answer.eligibilityInfo;
    body = (
      <div className="challenges-eligibility" data-testid="challenges-eligibility">
        <p>{message}</p>
        <ProgressBar
          percent={(100 * Math.min(gamesPlayed, gamesRequired)) / Math.max(1, gamesRequired)}
          label="Games played toward personalized challenges"
          valueText={`${gamesPlayed} of ${gamesRequired} games`}
          tone="accent"
        />
        <p className="challenges-eligibility__count">
          {Math.min(gamesPlayed, gamesRequired)} of {gamesRequired} games played
        </p>
      </div>
    );
  } else if (challenges.length === 0) {
    body = (
      <div className="challenges-generate">
        <p>
          {ChallengeTooltip.generate}: one easy, one medium and one hard, each proven possible with today's
          letters.
        </p>
        {generation.isPending ? (
          <p role="status">Creating your challenges…</p>
        ) : (
          <>
            {generation.isError && (
              <p className="field__error" role="alert">
                Failed to generate challenges. Please try again.
              </p>
            )}
            <Button icon={<IconSparkles />} onClick={start}>
              Get My Challenges
            </Button>
          </>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <p className="challenges-summary" role="status">
          {completed.length} of {challenges.length} completed
          {earned > 0 ? ` · ${earned} points earned` : ''}
        </p>
        <ul className="challenges-list list-reset">
          {challenges.map((challenge) => (
            <ChallengeCard
              key={challenge.id}
              challenge={challenge}
              live={liveChallengeProgress(challenge, game)}
            />
          ))}
        </ul>
        <p className="challenges-note">
          Challenges count normal games of the day, each on its own. Points are added when the game is saved.
        </p>
      </>
    );
  }

  return (
    <InfoModal onClose={onClose} title="Personal Challenges" description={formatPuzzleDate(date)}>
      {body}
    </InfoModal>
  );
}
