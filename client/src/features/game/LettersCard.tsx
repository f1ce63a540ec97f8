import type { ReactNode } from 'react';
import { IconButton } from '../../shared/ui/Button.js';
import { IconHelp, IconHistory, IconTarget } from '../../shared/ui/icons.js';
import { IconBulb, IconInfinity, IconLock, IconShuffle } from '../../shared/ui/more-icons.js';
import { IconSparkles } from '../../shared/ui/progress-icons.js';
import type { ChallengeButtonState } from '../../domain/challenge-button.js';

export interface LettersCardProps {
  /** Tiles still free. */
  count: number;
  continuousMode: boolean;
  gameOver: boolean;
  onContinuous: () => void;
  onTargets: () => void;
  onHistory: () => void;
  onHints: () => void;
  onShuffle: () => void;
  onHowToPlay: () => void;
  /** The personalised-challenges entry (spec 001 §2 button states); null: none (a past day's game). */
  challenge: ChallengeButtonState | null;
  onChallenges: () => void;
  /** Onboarding: the Target tool shows from the strategy stage, Hints from advanced. */
  showTargets: boolean;
  /** The Target tool's name: "Today's targets", or a past day's game's "The day's targets". */
  targetsLabel?: string;
  showHints: boolean;
  children: ReactNode;
}

const CHALLENGE_TONE = { plain: 'plain', amber: 'warning', blue: 'info' } as const;

/** Kept in its place but out of sight and reach until onboarding shows it: the row never jumps. */
const concealed = (hidden: boolean) =>
  hidden ? { className: 'is-concealed', 'aria-hidden': true, tabIndex: -1 } : {};

/** 'Letters (count)' with the game's tools, and the tiles beneath (spec 000 §2). */
export function LettersCard(props: LettersCardProps) {
  const { count, continuousMode, gameOver, challenge } = props;
  return (
    <section className="card letters-card" aria-labelledby="letters-title">
      <div className="letters-card__head">
        <h2 id="letters-title" className="card__title">
          Letters ({count})
        </h2>
        <div className="letters-card__tools" role="group" aria-label="Game tools">
          <IconButton
            label="Continuous mode"
            tooltip={continuousMode ? 'Continuous mode is on' : 'Continuous mode is off'}
            aria-pressed={continuousMode}
            icon={<IconInfinity />}
            variant={continuousMode ? 'filled' : 'plain'}
            onClick={props.onContinuous}
          />
          <IconButton
            label={props.targetsLabel ?? "Today's targets"}
            icon={<IconTarget />}
            onClick={props.onTargets}
            {...concealed(!props.showTargets)}
          />
          <IconButton label="Game history" icon={<IconHistory />} onClick={props.onHistory} />
          <IconButton
            label="Hints"
            icon={<IconBulb />}
            onClick={props.onHints}
            {...concealed(!props.showHints)}
          />
          {challenge && (
            <IconButton
              // The tooltip names what a press does in each state, so it is the name too.
              label={challenge.tooltip}
              icon={challenge.kind === 'signIn' ? <IconLock /> : <IconSparkles />}
              variant={CHALLENGE_TONE[challenge.tone]}
              data-testid="challenge-button"
              data-state={challenge.kind}
              onClick={props.onChallenges}
            />
          )}
          <IconButton
            label="Shuffle letters"
            icon={<IconShuffle />}
            onClick={props.onShuffle}
            disabled={gameOver || count === 0}
          />
          <IconButton label="How to play" icon={<IconHelp />} onClick={props.onHowToPlay} />
        </div>
      </div>
      {props.children}
    </section>
  );
}
