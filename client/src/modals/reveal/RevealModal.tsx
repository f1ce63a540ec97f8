import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { revealTargetWordsMutation, revealTopWordMutation } from '../../api/mutations.js';
import { dailyPoolQuery, gameEntryQuery } from '../../api/query.js';
import { Button } from '../../components/Button.js';
import { IconCheck, IconEye } from '../../components/icons.js';
import { Modal } from '../../components/Modal.js';
import { usePlayerDay } from '../../screens/home/usePlayerWords.js';
import { useSession } from '../../state/session.js';
import { useLiveStats } from '../../state/stats.js';
import {
  isRevealConfirmed,
  mergeRevealed,
  readRevealed,
  rememberRevealConfirmed,
  rememberRevealed,
  type RevealedState,
} from './reveal-memory.js';
import './RevealModal.css';

type Step = 'confirm' | 'choose' | 'result';
type Target = 'score' | 'word';

export const REVEAL_CONFIRM_TEXT =
  "Revealing shows today's answers. It can't be undone today, and you won't count toward the players who reached the target you reveal.";

/** Reveal confirmation → chooser (Target Score / Target Word) → result (spec 000 §2, §4). */
export default function RevealModal({ onClose }: { onClose: () => void }) {
  const { session } = useSession();
  const { stats } = useLiveStats();
  const date = stats?.date;
  const day = usePlayerDay(date);
  const pool = useQuery(dailyPoolQuery());
  const entry = useQuery({
    ...gameEntryQuery(session?.userId ?? '', date ?? ''),
    enabled: Boolean(session && date),
  });
  const [localRevealed, setLocalRevealed] = useState<RevealedState>(() => (date ? readRevealed(date) : {}));
  const [step, setStep] = useState<Step>(() => (date && isRevealConfirmed(date) ? 'choose' : 'confirm'));
  const revealWord = useMutation(revealTopWordMutation());
  const revealScore = useMutation(revealTargetWordsMutation());
  const busy: Target | null = revealWord.isPending ? 'word' : revealScore.isPending ? 'score' : null;

  const details = entry.data?.revealedDetails ?? null;
  const poolOfDay = pool.data?.date === date ? pool.data : undefined;
  const revealed = mergeRevealed(
    localRevealed,
    details && poolOfDay
      ? {
          topWordRevealed: details.topWordRevealed,
          targetWordsRevealed: details.targetWordsRevealed,
          topWord: poolOfDay.topWord,
          optimalWordCombination: poolOfDay.optimalWordCombination,
          foundTopWordAtReveal: details.foundTopWordAtReveal,
          userFoundTargetWords: details.userFoundTargetWords,
          userMissedTargetWords: details.userMissedTargetWords,
        }
      : null,
  );
  const anythingRevealed = Boolean(revealed.topWord || revealed.targetWords);
  const shownStep: Step = step === 'choose' && anythingRevealed && busy === null ? 'result' : step;

  async function reveal(target: Target) {
    if (!session || !date) return;
    try {
      const request = { playerId: session.userId, date };
      const next: RevealedState = { ...revealed };
      if (target === 'word') {
        const answer = await revealWord.mutateAsync(request);
        next.topWord = { word: answer.topWord, foundAtReveal: answer.data.foundAtReveal };
      } else {
        const answer = await revealScore.mutateAsync(request);
        next.targetWords = {
          words: answer.optimalWordCombination,
          found: answer.data.userFoundTargetWords,
          missed: answer.data.userMissedTargetWords,
        };
      }
      rememberRevealed(date, next);
      setLocalRevealed(next);
      setStep('result');
    } catch (error) {
      // Spec 000 §8: reveal failures are swallowed; the buttons stay for another try.
      console.warn('Reveal failed', error);
    }
  }

  if (day.gameInProgress) {
    return (
      <Modal
        open
        onClose={onClose}
        title="Reveal Targets"
        size="small"
        footer={<Button onClick={onClose}>Close</Button>}
      >
        <p>Complete your current game first. Reveal is available when no game is in progress.</p>
      </Modal>
    );
  }

  if (shownStep === 'confirm') {
    return (
      <Modal
        open
        onClose={onClose}
        title="Reveal Today's Targets?"
        size="small"
        tone="danger"
        closeOnBackdrop={false}
        description={REVEAL_CONFIRM_TEXT}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!date}
              onClick={() => {
                if (date) rememberRevealConfirmed(date);
                setStep('choose');
              }}
            >
              Yes, Reveal
            </Button>
          </>
        }
      />
    );
  }

  const scoreOption = (
    <div className="reveal-option">
      <span className="reveal-option__title">
        Target Score{stats ? `: ${stats.maxPossibleScore} points` : ''}
      </span>
      <span>The combination of words that reaches today's highest possible score.</span>
      <Button
        variant={revealed.targetWords ? 'secondary' : 'primary'}
        icon={<IconEye />}
        disabled={busy !== null || !session}
        onClick={() => void reveal('score')}
      >
        {busy === 'score' ? 'Revealing…' : 'Reveal Target Score'}
      </Button>
    </div>
  );
  const wordOption = (
    <div className="reveal-option">
      <span className="reveal-option__title">Target Word{stats ? `: ${stats.maxWordScore} points` : ''}</span>
      <span>Today's highest-scoring word.</span>
      <Button
        variant={revealed.topWord ? 'secondary' : 'primary'}
        icon={<IconEye />}
        disabled={busy !== null || !session}
        onClick={() => void reveal('word')}
      >
        {busy === 'word' ? 'Revealing…' : 'Reveal Target Word'}
      </Button>
    </div>
  );

  if (shownStep === 'choose') {
    return (
      <Modal
        open
        onClose={onClose}
        title="Reveal Targets"
        description="Choose what to reveal. Each reveal is separate."
        footer={
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        }
      >
        <div className="reveal-options">
          {scoreOption}
          {wordOption}
        </div>
      </Modal>
    );
  }

  return (
    <Modal open onClose={onClose} title="Revealed Targets" footer={<Button onClick={onClose}>Close</Button>}>
      <div className="reveal-options" aria-live="polite">
        {revealed.topWord ? (
          <section className="reveal-option" aria-labelledby="revealed-word">
            <h3 id="revealed-word" className="reveal-option__title">
              Target Word{stats ? ` (${stats.maxWordScore} points)` : ''}
            </h3>
            <ul className="word-chips list-reset">
              <li className={revealed.topWord.foundAtReveal ? 'word-chip word-chip--found' : 'word-chip'}>
                {revealed.topWord.word}
                {revealed.topWord.foundAtReveal && (
                  <>
                    <IconCheck />
                    <span className="visually-hidden">(you found it)</span>
                  </>
                )}
              </li>
            </ul>
            {revealed.topWord.foundAtReveal && <span>You had already found it.</span>}
          </section>
        ) : (
          wordOption
        )}
        {revealed.targetWords ? (
          <section className="reveal-option" aria-labelledby="revealed-score">
            <h3 id="revealed-score" className="reveal-option__title">
              Target Score{stats ? ` (${stats.maxPossibleScore} points)` : ''}
            </h3>
            <ul className="word-chips list-reset">
              {revealed.targetWords.words.map((word) => {
                const found =
                  revealed.targetWords?.found.some((f) => f.toLowerCase() === word.toLowerCase()) ?? false;
                return (
                  <li key={word} className={found ? 'word-chip word-chip--found' : 'word-chip'}>
                    {word}
                    {found && (
                      <>
                        <IconCheck />
                        <span className="visually-hidden">(you found it)</span>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
            <span>
              You had found {revealed.targetWords.found.length} of {revealed.targetWords.words.length}.
            </span>
          </section>
        ) : (
          scoreOption
        )}
      </div>
    </Modal>
  );
}
