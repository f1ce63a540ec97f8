import type { TGameEntry, TPoolHints } from '@dozen/engine/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { incrementHintMutation } from '../../../api/mutations.js';
import { Button } from '../../../shared/ui/Button.js';
import { IconCheck, IconLock } from '../../../shared/ui/more-icons.js';
import { InfoModal } from '../../../shared/ui/InfoModal.js';
import {
  HINTS,
  formatHintValue,
  hintStates,
  hintsUnavailableReason,
  type HintKey,
} from '../../../domain/hints.js';
import '../../../shared/ui/Badge.css';
import './HintsModal.css';

export interface HintsModalProps {
  onClose: () => void;
  playerId: string;
  date: string;
  /** The pool's hint values: null until unlocked. */
  poolHints: TPoolHints;
  entry: TGameEntry | null | undefined;
  hasSpelledWord: boolean;
  continuousMode: boolean;
  targetScoreReached: boolean;
  /**
   * A past day's game: its pool carries every hint already, so a reveal is this game's
   * own, counted here and never sent (the day's hint counts are the day's race).
   */
  local?: { hintsUsed: number; targetWordHintsUsed: number; onReveal: (bonus: boolean) => void };
}

/**
 * The eight hints (spec 000 §4): normal 1–6 in sequence, bonus 7–8 about the top word, each in one
 * state — Reveal, Locked, Revealed or Reached. Unavailable once a word is spelled or in
 * continuous mode. Only signed-in players get here (the button opens the sign-in gate otherwise).
 */
export function HintsModal(props: HintsModalProps) {
  const revealHint = useMutation(incrementHintMutation());
  const [revealed, setRevealed] = useState<Partial<Record<HintKey, TPoolHints[HintKey]>>>({});
  const [counts, setCounts] = useState<{ hintsUsed: number; targetWordHintsUsed: number } | null>(null);
  const hintsUsed = Math.max(
    counts?.hintsUsed ?? 0,
    props.entry?.hintsUsed ?? 0,
    props.local?.hintsUsed ?? 0,
  );
  const targetWordHintsUsed = Math.max(
    counts?.targetWordHintsUsed ?? 0,
    props.entry?.targetWordHintsUsed ?? 0,
    props.local?.targetWordHintsUsed ?? 0,
  );
  const states = hintStates({ hintsUsed, targetWordHintsUsed, targetScoreReached: props.targetScoreReached });
  const unavailable = hintsUnavailableReason(props);

  const revealLocally = (bonus: boolean) => {
    props.local?.onReveal(bonus);
    setCounts({
      hintsUsed: hintsUsed + (bonus ? 0 : 1),
      targetWordHintsUsed: targetWordHintsUsed + (bonus ? 1 : 0),
    });
  };

  const reveal = (bonus: boolean) =>
    props.local
      ? revealLocally(bonus)
      : revealHint.mutate(
          { userId: props.playerId, date: props.date, isBonus: bonus },
          {
            onSuccess: (answer) => {
              setRevealed((current) => ({
                ...current,
                [answer.hint.key]: answer.hint.value as TPoolHints[HintKey],
              }));
              setCounts({ hintsUsed: answer.hintsUsed, targetWordHintsUsed: answer.targetWordHintsUsed });
            },
            // Spec 000 §8: hint failures are swallowed.
            onError: (error) => console.warn('Could not reveal a hint', error),
          },
        );

  return (
    <InfoModal
      onClose={props.onClose}
      title="Hints"
      description={
        unavailable ??
        'Reveal hints one at a time. Using hints removes you from the competitive counts for the target they concern.'
      }
    >
      <ol className="hints list-reset">
        {HINTS.map((hint, i) => {
          const state = states[i]!;
          const value = formatHintValue(revealed[hint.key] ?? props.poolHints[hint.key]);
          return (
            <li key={hint.key} className={`hint hint--${state}`}>
              <span className="hint__number" aria-hidden="true">
                {hint.number}
              </span>
              <span className="hint__label">
                {hint.label}
                {hint.bonus && <span className="badge badge--bonus">Bonus</span>}
                {state === 'revealed' && <strong className="hint__value">{value ?? '…'}</strong>}
              </span>
              <span className="hint__action">
                {state === 'reveal' && (
                  <Button
                    size="small"
                    variant="accent"
                    disabled={revealHint.isPending || unavailable !== null}
                    onClick={() => reveal(hint.bonus)}
                    aria-label={`Reveal hint ${hint.number}: ${hint.label}`}
                  >
                    Reveal
                  </Button>
                )}
                {state === 'locked' && (
                  <span className="hint__state">
                    <IconLock aria-hidden="true" /> Locked
                  </span>
                )}
                {state === 'revealed' && <span className="hint__state">Revealed</span>}
                {state === 'reached' && (
                  <span className="hint__state hint__state--reached">
                    <IconCheck aria-hidden="true" /> Reached
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </InfoModal>
  );
}
