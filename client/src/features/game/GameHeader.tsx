import { IconButton } from '../../shared/ui/Button.js';
import { IconTarget } from '../../shared/ui/icons.js';
import { IconBack, IconCheck } from '../../shared/ui/more-icons.js';
import { Logo } from '../../shared/ui/Logo.js';

export interface GameHeaderProps {
  score: number;
  /** null while the day's pool loads: a placeholder, not the fallback, so no wrong number flashes. */
  targetScore: number | null;
  continuousMode: boolean;
  /** Onboarding shows the day's targets from the strategy stage on (spec 001 §4). */
  showTarget?: boolean;
  onBack: () => void;
  /** A past day's puzzle: "Monday, November 16", said under the header; back goes to the archive. */
  archiveDay?: string;
}

/**
 * Back, logo, score and target (spec 000 §2). The target is green with a check when reached, red
 * with the points still missing otherwise; in continuous mode the score reads 0 and the target
 * is hidden.
 */
export function GameHeader({
  score,
  targetScore,
  continuousMode,
  showTarget = true,
  onBack,
  archiveDay,
}: GameHeaderProps) {
  const shownScore = continuousMode ? 0 : score;
  const known = targetScore !== null;
  const reached = known && shownScore >= targetScore;
  const state = !known ? '' : reached ? ' game-header__target--reached' : ' game-header__target--missed';
  return (
    <header className={archiveDay === undefined ? 'game-header' : 'game-header game-header--archive'}>
      <IconButton
        label={archiveDay === undefined ? 'Back to home' : 'Back to the archive'}
        icon={<IconBack />}
        onClick={onBack}
        variant="plain"
      />
      <Logo size="small" className="game-header__logo" />
      {/* Not a live region: a word's points are told once, by its toast. */}
      <div className="game-header__score">
        <span className="game-header__figure">
          <span className="game-header__label">Score</span>
          <strong className="game-header__value" data-testid="game-score">
            {shownScore}
          </strong>
        </span>
        {!continuousMode && (
          <span
            className={`game-header__target${state}${showTarget ? '' : ' is-concealed'}`}
            data-testid="target-score"
            aria-hidden={showTarget ? undefined : true}
          >
            {reached ? <IconCheck aria-hidden="true" /> : <IconTarget aria-hidden="true" />}
            <span className="game-header__label">Target</span>
            <strong className="game-header__value">{known ? targetScore : '–'}</strong>
            {known && (
              <span className="visually-hidden">
                {reached ? ', reached' : `, ${targetScore - shownScore} points to go`}
              </span>
            )}
          </span>
        )}
      </div>
      {archiveDay !== undefined && (
        <p className="game-header__day" data-testid="archive-day">
          Puzzle of {archiveDay}
        </p>
      )}
    </header>
  );
}
