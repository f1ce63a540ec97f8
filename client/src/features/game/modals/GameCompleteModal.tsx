import type { TWordScore } from '@dozen/engine/contract';
import { GameCompleteExtra } from '../game-complete-extra.js';
import { Button } from '../../../shared/ui/Button.js';
import { IconShare } from '../../../shared/ui/more-icons.js';
import { Modal } from '../../../shared/ui/Modal.js';
import { WordRow } from '../WordRow.js';
import type { CompletedWord } from '../../../domain/saved-state.js';
import { ArchiveAnswers, type ArchiveCompleteFacts } from './ArchiveAnswers.js';
import '../../../shared/ui/Badge.css';
import './GameCompleteModal.css';

/** More words than this and Game Complete lists only the top 3 (spec 000 §9). */
export const GAME_COMPLETE_LIST_LIMIT = 6;
export const GAME_COMPLETE_TOP_COUNT = 3;

export interface GameCompleteModalProps {
  score: number;
  continuousMode: boolean;
  words: CompletedWord[];
  wordsBeforeGame: TWordScore[];
  /** The day's best score before this game, or null for the first game of the day. */
  previousBest: number | null;
  /** Share this game (absent when there is nothing to share: no checked word). */
  onShare?: () => void;
  /** False while the game is being stored: its link (the game's own score card) needs it. */
  shareReady: boolean;
  onReturnHome: () => void;
  onPlayAgain: () => void;
  onClose: () => void;
  /** A past day's game: the day's answers and the on-the-day result follow the words. */
  archive?: ArchiveCompleteFacts;
}

export function wordsToShow(words: readonly CompletedWord[]): { words: CompletedWord[]; topOnly: boolean } {
  if (words.length <= GAME_COMPLETE_LIST_LIMIT) return { words: [...words], topOnly: false };
  const top = [...words]
    .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
    .slice(0, GAME_COMPLETE_TOP_COUNT);
  return { words: top, topOnly: true };
}

export function GameCompleteModal(props: GameCompleteModalProps) {
  const { score, continuousMode, words, wordsBeforeGame, previousBest, onShare, shareReady } = props;
  const newBest = !continuousMode && previousBest !== null && score > previousBest;
  const earlier = new Set(wordsBeforeGame.map((item) => item.word.toUpperCase()));
  const shown = wordsToShow(words);
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Game Complete"
      tone="celebrate"
      footer={
        <>
          <Button variant="secondary" onClick={props.onReturnHome}>
            {props.archive ? 'Back to Archive' : 'Return Home'}
          </Button>
          <Button variant="primary" onClick={props.onPlayAgain}>
            Play Again
          </Button>
        </>
      }
    >
      <div className="game-complete">
        <dl className="game-complete__figures">
          <div className="game-complete__figure">
            <dt>{continuousMode ? 'Points (continuous)' : 'Score'}</dt>
            <dd data-testid="complete-score">{score}</dd>
          </div>
          <div className="game-complete__figure">
            <dt>Words</dt>
            <dd data-testid="complete-words">{words.length}</dd>
          </div>
        </dl>
        {newBest && <p className="badge badge--best game-complete__best">New Best</p>}
        {onShare && (
          <div className="game-complete__share">
            <Button variant="accent" block icon={<IconShare />} onClick={onShare} disabled={!shareReady}>
              Share
            </Button>
            <p className="game-complete__share-status" role="status">
              {shareReady ? '' : 'Saving your game…'}
            </p>
          </div>
        )}
        {words.length > 0 && (
          <>
            <h3 className="word-rows__title">{shown.topOnly ? 'Top 3 words' : 'Your words'}</h3>
            <ul className="word-rows list-reset">
              {shown.words.map((item) => (
                <WordRow
                  key={item.word}
                  word={item.word}
                  score={item.score}
                  isTopWord={item.isTopWord}
                  isTargetWord={item.isTargetWord}
                  isNewWord={earlier.size > 0 && !earlier.has(item.word.toUpperCase())}
                />
              ))}
            </ul>
          </>
        )}
        {props.archive && <ArchiveAnswers {...props.archive} />}
        {!props.archive && <GameCompleteExtra />}
      </div>
    </Modal>
  );
}
