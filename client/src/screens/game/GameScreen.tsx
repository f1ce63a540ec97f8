import { formatPuzzleDate, scoreWord } from '@dozen/engine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { dailyPoolQuery, gameEntryQuery } from '../../api/query.js';
import { Button } from '../../components/Button.js';
import { showToast } from '../../components/toast.js';
import { openAppModal, SignInGate } from '../../modals/modal-state.js';
import { AchievementModal } from '../../modals/game/AchievementModal.js';
import { EndGameModal, HideSuggestionsModal, LeaveGameModal } from '../../modals/game/ConfirmModals.js';
import { ContinuousConfirmModal, ContinuousExplainerModal } from '../../modals/game/ContinuousModeModals.js';
import { GameCompleteModal } from '../../modals/game/GameCompleteModal.js';
import { HintsModal } from '../../modals/game/HintsModal.js';
import {
  announcementAtom,
  finishedGameAtom,
  gameAtom,
  gameModalAtom,
  suggestionAtom,
  validatingAtom,
} from '../../game/atoms.js';
import {
  availableLetters,
  canSubmit,
  currentWordText,
  totalScore,
  uniqueWordsToday,
  usedTileIndices,
} from '../../game/game-state.js';
import { COPIED_TOAST, shareOrCopy, shareText, type ShareAchievement } from '../../game/share.js';
import { setSuggestionsDisabled } from '../../game/storage.js';
import { useSession } from '../../state/session.js';
import { GameHeader } from './GameHeader.js';
import { LettersCard } from './LettersCard.js';
import { SuggestionBanner } from './SuggestionBanner.js';
import { TileGrid } from './TileGrid.js';
import { FALLBACK_MAX_POSSIBLE_SCORE, FALLBACK_MAX_WORD_SCORE, useGameActions } from './useGameActions.js';
import { useGameSetup } from './useGameSetup.js';
import { usePhysicalKeyboard } from './WordInput.js';
import { WordEntry } from './WordEntry.js';
import { WordsList } from './WordsList.js';
import './GameScreen.css';

const SHARE_KIND = {
  amazing: 'topWord',
  congratulations: 'allTargets',
  fantastic: 'targetScore',
} as const satisfies Record<string, ShareAchievement>;

/** The game screen of spec 000 §2 (lazy-loaded by the router at /game). */
export default function GameScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session, status: sessionStatus, isSignedIn } = useSession();
  const playerId = session?.userId;
  const poolQuery = useQuery(dailyPoolQuery());
  const pool = poolQuery.data;
  const entryQuery = useQuery({
    ...gameEntryQuery(playerId ?? '-', pool?.date ?? '2000-01-01'),
    enabled: playerId !== undefined && pool !== undefined,
  });
  const entry = entryQuery.isError ? null : entryQuery.data;

  const game = useAtomValue(gameAtom);
  const [modal, setModal] = useAtom(gameModalAtom);
  const [suggestion, setSuggestion] = useAtom(suggestionAtom);
  const validating = useAtomValue(validatingAtom);
  const announcement = useAtomValue(announcementAtom);
  const finished = useAtomValue(finishedGameAtom);
  const setAnnouncement = useSetAtom(announcementAtom);

  const { markIntentionalExit } = useGameSetup(pool, playerId, entry);
  const actions = useGameActions({ pool, entry, playerId, isSignedIn });

  const ready = game !== null && pool !== undefined && game.date === pool.date;
  const gameOver = game?.gameEnded ?? false;
  const { typeLetter, backspace, submitWord, clear } = actions;
  const handlers = useMemo(
    () => ({
      onLetter: typeLetter,
      onBackspace: backspace,
      onSubmit: () => void submitWord(),
      onClear: clear,
    }),
    [typeLetter, backspace, submitWord, clear],
  );
  usePhysicalKeyboard(handlers, ready && !gameOver);

  const onBack = useCallback(() => {
    if (game && !game.gameEnded && game.completedWords.length > 0) {
      setModal({ kind: 'leaveGame' });
      return;
    }
    markIntentionalExit();
    navigate('/');
  }, [game, setModal, markIntentionalExit, navigate]);

  if (!ready || !game) {
    const failed = poolQuery.isError || sessionStatus === 'error';
    return (
      <div className="page game-screen" aria-busy={!failed}>
        <GameHeader
          score={0}
          targetScore={pool ? pool.maxPossibleScore || FALLBACK_MAX_POSSIBLE_SCORE : null}
          continuousMode={false}
          onBack={() => navigate('/')}
        />
        <div className="game-screen__status card" role={failed ? 'alert' : 'status'}>
          {failed ? (
            <>
              <p>Today's letters could not be loaded. Check your connection and try again.</p>
              <Button onClick={() => void queryClient.invalidateQueries()}>Try Again</Button>
            </>
          ) : (
            <p>Loading today's letters…</p>
          )}
        </div>
      </div>
    );
  }

  const score = totalScore(game);
  const targetScore = pool.maxPossibleScore || FALLBACK_MAX_POSSIBLE_SCORE;
  const targetWordScore = pool.maxWordScore || FALLBACK_MAX_WORD_SCORE;
  const word = currentWordText(game);
  const used = usedTileIndices(game);
  const freeCount = availableLetters(game).length;

  const share = async (kind: keyof typeof SHARE_KIND) => {
    const text = shareText({
      achievement: SHARE_KIND[kind],
      letters: pool.letters,
      dateLabel: formatPuzzleDate(pool.date),
      score: game.continuousMode ? 0 : score,
      wordCount: game.completedWords.length,
      url: location.origin + '/',
    });
    const result = await shareOrCopy(text);
    if (result === 'copied') showToast({ ...COPIED_TOAST, variant: 'success' });
  };

  return (
    <div className="page game-screen">
      <GameHeader
        score={score}
        targetScore={targetScore}
        continuousMode={game.continuousMode}
        onBack={onBack}
      />
      <h1 className="visually-hidden">Dozen — today's game</h1>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {announcement}
      </p>

      <LettersCard
        count={freeCount}
        continuousMode={game.continuousMode}
        gameOver={gameOver}
        onContinuous={actions.requestContinuousToggle}
        onTargets={() => openAppModal(isSignedIn ? { kind: 'todaysTargets' } : SignInGate.generic)}
        onHistory={() => openAppModal({ kind: 'yourStats' })}
        onHints={actions.openHints}
        onShuffle={actions.shuffle}
        onHowToPlay={() => openAppModal({ kind: 'howToPlay' })}
      >
        <TileGrid
          tiles={game.tiles}
          selected={game.currentWord.map((tile) => tile.index)}
          used={used}
          gameOver={gameOver}
          onToggle={actions.toggleTile}
        />
      </LettersCard>

      <WordEntry
        word={word}
        points={scoreWord(word)}
        targetWordScore={targetWordScore}
        canSubmit={canSubmit(game)}
        validating={validating}
        gameOver={gameOver}
        handlers={handlers}
      />

      {suggestion && (
        <SuggestionBanner
          suggestion={suggestion}
          recentFailedWords={game.recentFailedWords}
          onDismiss={() => setModal({ kind: 'hideSuggestions' })}
        />
      )}

      <WordsList
        words={game.completedWords}
        earlierWords={game.wordsBeforeGame}
        foundToday={uniqueWordsToday(game)}
        totalValidWords={pool.totalValidWords}
      />

      <div className="game-screen__end">
        {gameOver ? (
          <Button variant="primary" size="large" block onClick={() => setModal({ kind: 'gameComplete' })}>
            Game Complete
          </Button>
        ) : (
          <Button variant="secondary" size="large" block onClick={() => setModal({ kind: 'endGame' })}>
            End Game
          </Button>
        )}
      </div>

      <EndGameModal open={modal?.kind === 'endGame'} onNo={() => setModal(null)} onYes={actions.endGame} />
      <LeaveGameModal
        open={modal?.kind === 'leaveGame'}
        onNo={() => setModal(null)}
        onYes={() => {
          actions.leaveGame();
          navigate('/');
        }}
      />
      <HideSuggestionsModal
        open={modal?.kind === 'hideSuggestions'}
        onNo={() => {
          setModal(null);
          setSuggestion(null);
        }}
        onYes={() => {
          setSuggestionsDisabled(true);
          setModal(null);
          setSuggestion(null);
          setAnnouncement('Suggestions hidden. Turn them back on in Settings.');
        }}
      />
      {modal?.kind === 'achievement' && (
        <AchievementModal
          open
          kind={modal.achievement}
          word={modal.word}
          score={modal.score}
          targetScore={targetScore}
          gameOver={gameOver}
          onShare={() => void share(modal.achievement)}
          onClose={() => setModal(null)}
        />
      )}
      <GameCompleteModal
        open={modal?.kind === 'gameComplete'}
        score={score}
        continuousMode={game.continuousMode}
        words={game.completedWords}
        wordsBeforeGame={game.wordsBeforeGame}
        previousBest={finished?.previousBest ?? null}
        onReturnHome={() => {
          setModal(null);
          navigate('/');
        }}
        onPlayAgain={actions.playAgain}
        onClose={() => setModal(null)}
      />
      <ContinuousExplainerModal
        open={modal?.kind === 'continuousExplainer'}
        onContinue={() => setModal({ kind: 'continuousConfirm', turnOn: true })}
        onClose={() => setModal(null)}
      />
      <ContinuousConfirmModal
        open={modal?.kind === 'continuousConfirm'}
        turnOn={modal?.kind === 'continuousConfirm' ? modal.turnOn : true}
        onConfirm={() => actions.setContinuous(modal?.kind === 'continuousConfirm' ? modal.turnOn : true)}
        onCancel={() => setModal(null)}
      />
      {modal?.kind === 'hints' && playerId && (
        <HintsModal
          open
          onClose={() => setModal(null)}
          playerId={playerId}
          date={game.date}
          poolHints={pool.hints}
          entry={entry}
          hasSpelledWord={game.hasSpelledWord}
          continuousMode={game.continuousMode}
          targetScoreReached={Math.max(score, entry?.finalScore ?? 0) >= targetScore}
        />
      )}
    </div>
  );
}
