import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../../shared/ui/Button.js';
import { IconBackspace, IconClose } from '../../shared/ui/more-icons.js';
import { WordInput, type WordInputHandlers } from './WordInput.js';

export interface WordEntryProps {
  word: string;
  points: number;
  targetWordScore: number;
  canSubmit: boolean;
  validating: boolean;
  gameOver: boolean;
  /** Onboarding: points from the scoring stage, the Target Word from strategy (spec 001 §4). */
  showPoints?: boolean;
  showTargetWord?: boolean;
  handlers: WordInputHandlers & { onClear: () => void };
}

/**
 * The word being built, its points and the day's target word score, with Submit Word (2+ letters),
 * Backspace and Clear. Tapping the word opens the phone's keyboard (the label focuses the input).
 * The section itself takes focus (not a Tab stop) when the game takes a typed letter or opens:
 * from there Enter submits and Backspace deletes, whatever had focus before.
 */
export const WordEntry = forwardRef<HTMLElement, WordEntryProps>(function WordEntry(
  {
    word,
    points,
    targetWordScore,
    canSubmit,
    validating,
    gameOver,
    showPoints = true,
    showTargetWord = true,
    handlers,
  },
  ref,
) {
  const inputId = useId();
  // Backspace and Clear: the same secondary button, with nothing to do while the word is empty.
  const editButton = (label: string, icon: ReactNode, onClick: () => void) => (
    <Button variant="secondary" icon={icon} onClick={onClick} disabled={word.length === 0}>
      {label}
    </Button>
  );
  return (
    <section ref={ref} className="card word-entry" aria-label="Word entry" tabIndex={-1}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handlers.onSubmit();
        }}
      >
        <label className="word-entry__display" htmlFor={inputId} data-testid="current-word">
          {word ? (
            <span className="word-entry__word">{word}</span>
          ) : (
            <span className="word-entry__placeholder">{gameOver ? 'Game over' : 'Tap letters or type'}</span>
          )}
        </label>
        {!gameOver && <WordInput id={inputId} handlers={handlers} />}
        {/* The game's toast slot (toast-placement.ts): a word's result shows here, over the
            points, where the player is looking, and covers none of the controls around it. */}
        <div className="word-entry__meta" data-toast-slot>
          <span
            data-testid="word-points"
            className={showPoints ? undefined : 'is-concealed'}
            aria-hidden={showPoints ? undefined : true}
          >
            <strong>{points}</strong> {points === 1 ? 'point' : 'points'}
          </span>
          <span
            className={showTargetWord ? undefined : 'is-concealed'}
            aria-hidden={showTargetWord ? undefined : true}
          >
            Target word: <strong>{targetWordScore}</strong> points
          </span>
        </div>
        <div className="word-entry__buttons">
          <Button
            type="submit"
            variant="primary"
            disabled={!canSubmit || validating}
            className="word-entry__submit"
          >
            {validating ? 'Checking…' : 'Submit Word'}
          </Button>
          {editButton('Backspace', <IconBackspace />, handlers.onBackspace)}
          {editButton('Clear', <IconClose />, handlers.onClear)}
        </div>
      </form>
    </section>
  );
});
