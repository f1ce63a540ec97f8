import type { TPersonalizedChallenge } from '@dozen/engine/contract';
import { IconCheck } from '../../../shared/ui/more-icons.js';
import { ProgressBar } from '../../../shared/ui/ProgressBar.js';
import type { LiveProgress } from '../../../domain/challenge-progress.js';
import '../../../shared/ui/Badge.css';

const DIFFICULTY_LABEL = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;
const RATING_LABEL = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' } as const;

/** What the card says of where the challenge stands, in words (never colour alone). */
export function challengeStatusText(challenge: TPersonalizedChallenge, live: LiveProgress): string {
  if (challenge.isCompleted)
    return challenge.performance ? `Completed · ${RATING_LABEL[challenge.performance]}` : 'Completed';
  if (live.reachedThisGame) return 'Reached in this game: end the game to complete it';
  return `${live.percent}% done`;
}

/** One challenge: title, difficulty, reward, description, estimated time and capped progress. */
export function ChallengeCard({
  challenge,
  live,
}: {
  challenge: TPersonalizedChallenge;
  live: LiveProgress;
}) {
  const done = challenge.isCompleted;
  return (
    <li
      className={`challenge-card-item${done ? ' is-completed' : ''}`}
      data-testid="challenge"
      data-difficulty={challenge.difficulty}
    >
      <div className="challenge-card-item__head">
        <h3 className="challenge-card-item__title">
          {done && <IconCheck className="challenge-card-item__check" aria-hidden="true" />}
          {challenge.title}
        </h3>
        <span className={`badge badge--difficulty-${challenge.difficulty}`}>
          {DIFFICULTY_LABEL[challenge.difficulty]}
        </span>
      </div>
      <p className="challenge-card-item__description">{challenge.description}</p>
      <p className="challenge-card-item__meta">
        <strong>+{challenge.rewards.points} points</strong>
        <span aria-hidden="true"> · </span>
        <span>about {challenge.estimatedDuration} min</span>
      </p>
      <ProgressBar
        percent={live.percent}
        label={challenge.title}
        valueText={`${live.percent}%`}
        tone={done ? 'success' : live.reachedThisGame ? 'accent' : 'primary'}
      />
      <p className="challenge-card-item__status" data-testid="challenge-status">
        {challengeStatusText(challenge, live)}
      </p>
    </li>
  );
}
