import { Button } from '../../../shared/ui/Button.js';
import { IconShare, IconTrophy } from '../../../shared/ui/more-icons.js';
import { Modal } from '../../../shared/ui/Modal.js';
import type { AchievementModal as AchievementKind } from '../../../domain/achievement-feedback.js';
import './AchievementModal.css';

const TITLES: Record<AchievementKind, string> = {
  amazing: 'Amazing!',
  congratulations: 'Congratulations!',
  fantastic: 'Fantastic!',
};

export function achievementMessage(
  kind: AchievementKind,
  facts: { word: string; score: number; targetScore: number; pastDay?: boolean },
): string {
  // A past day's puzzle is "the day's", not today's.
  const day = facts.pastDay ? "the day's" : "today's";
  switch (kind) {
    case 'amazing':
      return `You found ${day} top word: ${facts.word.toUpperCase()}, worth ${facts.score} points!`;
    case 'congratulations':
      // Not "every target": the Target Word (the top word) and Most Words may still be open.
      return `You found all of ${day} target words, the combination behind the Target Score!`;
    case 'fantastic':
      return `You reached the target score of ${facts.targetScore} with your own combination of words!`;
  }
}

export interface AchievementModalProps {
  achievement: AchievementKind;
  word: string;
  score: number;
  targetScore: number;
  /** A past day's puzzle: its words are the day's, not today's. */
  pastDay?: boolean;
  /** The word ended the game: the way on is Game Complete, not more play. */
  gameOver: boolean;
  onShare: () => void;
  onClose: () => void;
}

/** Amazing! (top word), Congratulations! (all targets), Fantastic! (target score): spec 000 §2. */
export function AchievementModal({
  achievement,
  word,
  score,
  targetScore,
  pastDay,
  gameOver,
  onShare,
  onClose,
}: AchievementModalProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={TITLES[achievement]}
      tone="celebrate"
      size="small"
      description={achievementMessage(achievement, { word, score, targetScore, pastDay })}
      footer={
        <>
          <Button variant="secondary" icon={<IconShare />} onClick={onShare}>
            Share
          </Button>
          <Button variant="primary" onClick={onClose}>
            {gameOver ? 'Continue' : 'Keep Playing'}
          </Button>
        </>
      }
    >
      <div className="achievement-art" aria-hidden="true">
        <IconTrophy width={56} height={56} />
      </div>
    </Modal>
  );
}
