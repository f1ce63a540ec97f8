import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { revealTargetWordsMutation, revealTopWordMutation } from '../../../api/mutations.js';
import { dailyPoolQuery, gameEntryQuery } from '../../../api/query.js';
import { Button } from '../../../shared/ui/Button.js';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js';
import { IconEye } from '../../../shared/ui/icons.js';
import { IconCheck } from '../../../shared/ui/more-icons.js';
import { InfoModal } from '../../../shared/ui/InfoModal.js';
import { Modal } from '../../../shared/ui/Modal.js';
import { usePlayerDay } from '../usePlayerDay.js';
import { useSession } from '../../../api/session.js';
import { useLiveStats } from '../live-stats.js';
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

const TARGETS: Record<Target, { name: string; about: string }> = {
  score: {
    name: 'Target Score',
    about: "The combination of words that reaches today's highest possible score.",
  },
  word: { name: 'Target Word', about: "Today's highest-scoring word." },
};

/** One target in the chooser: what it is, its points, and its Reveal button. */
function RevealOption(props: {
  target: Target;
  points: number | undefined;
  alreadyRevealed: boolean;
  busy: Target | null;
  disabled: boolean;
  onReveal: () => void;
}) {
  const { name, about } = TARGETS[props.target];
  return (
    <div className="reveal-option">
      <span className="reveal-option__title">
        {name}
        {props.points !== undefined ? `: ${props.points} points` : ''}
      </span>
      <span>{about}</span>
      <Button
        variant={props.alreadyRevealed ? 'secondary' : 'primary'}
        icon={<IconEye />}
        disabled={props.disabled}
        onClick={props.onReveal}
      >
        {props.busy === props.target ? 'Revealing…' : `Reveal ${name}`}
      </Button>
    </div>
  );
}

/** One revealed target: its words as chips, those the player had found marked, and what follows. */
function RevealedTarget(props: {
  target: Target;
  points: number | undefined;
  chips: { word: string; found: boolean }[];
  children: ReactNode;
}) {
  const id = `revealed-${props.target}`;
  return (
    <section className="reveal-option" aria-labelledby={id}>
      <h3 id={id} className="reveal-option__title">
        {TARGETS[props.target].name}
        {props.points !== undefined ? ` (${props.points} points)` : ''}
      </h3>
      <ul className="word-chips list-reset">
        {props.chips.map(({ word, found }) => (
          <li key={word} className={found ? 'word-chip word-chip--found' : 'word-chip'}>
            {word}
            {found && (
              <>
                <IconCheck />
                <span className="visually-hidden">(you found it)</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {props.children}
    </section>
  );
}

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

  // Whether a game is in progress is read from this device's data: on a slow network, the code that
  // reads it may still be on its way the first time.
  if (day === undefined || day.gameInProgress) {
    return (
      <InfoModal onClose={onClose} title="Reveal Targets" size="small">
        {day === undefined ? (
          <p role="status">Checking for a game in progress…</p>
        ) : (
          <p>Complete your current game first. Reveal is available when no game is in progress.</p>
        )}
      </InfoModal>
    );
  }

  if (shownStep === 'confirm') {
    return (
      <ConfirmDialog
        title="Reveal Today's Targets?"
        description={REVEAL_CONFIRM_TEXT}
        yesLabel="Yes, Reveal"
        yesDisabled={!date}
        danger
        onNo={onClose}
        onYes={() => {
          if (date) rememberRevealConfirmed(date);
          setStep('choose');
        }}
      />
    );
  }

  const optionOf = (target: Target) => (
    <RevealOption
      target={target}
      points={target === 'word' ? stats?.maxWordScore : stats?.maxPossibleScore}
      alreadyRevealed={Boolean(target === 'word' ? revealed.topWord : revealed.targetWords)}
      busy={busy}
      disabled={busy !== null || !session}
      onReveal={() => void reveal(target)}
    />
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
          {optionOf('score')}
          {optionOf('word')}
        </div>
      </Modal>
    );
  }

  return (
    <InfoModal onClose={onClose} title="Revealed Targets">
      <div className="reveal-options" aria-live="polite">
        {revealed.topWord ? (
          <RevealedTarget
            target="word"
            points={stats?.maxWordScore}
            chips={[{ word: revealed.topWord.word, found: revealed.topWord.foundAtReveal === true }]}
          >
            {revealed.topWord.foundAtReveal && <span>You had already found it.</span>}
          </RevealedTarget>
        ) : (
          optionOf('word')
        )}
        {revealed.targetWords ? (
          <RevealedTarget
            target="score"
            points={stats?.maxPossibleScore}
            chips={revealed.targetWords.words.map((word) => ({
              word,
              found: revealed.targetWords?.found.some((f) => f.toLowerCase() === word.toLowerCase()) ?? false,
            }))}
          >
            <span>
              You had found {revealed.targetWords.found.length} of {revealed.targetWords.words.length}.
            </span>
          </RevealedTarget>
        ) : (
          optionOf('score')
        )}
      </div>
    </InfoModal>
  );
}
