import { scoreWord } from '@dozen/engine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isFetchFailure } from '../../api/errors.js';
import { dailyPoolQuery, gameEntryQuery } from '../../api/query.js';
import { challengePreviewQuery, personalizedChallengesQuery } from '../../api/progress-query.js';
import { Button } from '../../shared/ui/Button.js';
import { announcementAtom, gameAtom, gamePlayerAtom, suggestionAtom, validatingAtom } from './atoms.js';
import { challengeButtonState } from '../../domain/challenge-button.js';
import { targetScoreOf, targetWordScoreOf } from '../../domain/day-facts.js';
import {
  availableLetters,
  canSubmit,
  currentWordText,
  totalScore,
  uniqueWordsToday,
  usedTileIndices,
} from '../../domain/game-state.js';
import { onboardingVisibility } from '../../domain/onboarding.js';
import { onboardingAtom, onboardingMessageAtom } from '../../domain/onboarding-flow.js';
import { useAppModal } from '../../shared/modal-registry.js';
import { SignInGate } from './sign-in-gates.js';
import { useOnline } from '../../api/connectivity.js';
import { lastPool, rememberedUserId } from '../../api/last-pool.js';
import { useSession } from '../../api/session.js';
import { GameHeader } from './GameHeader.js';
import { LettersCard } from './LettersCard.js';
import { OnboardingBanner } from './OnboardingBanner.js';
import { SuggestionBanner } from './SuggestionBanner.js';
import { TileGrid } from './TileGrid.js';
import { useGameController } from './useGameController.js';
import { useLeaveGuard } from './useLeaveGuard.js';
import { WordEntry } from './WordEntry.js';
import { WordsList } from './WordsList.js';
import './GameScreen.css';

/** The game screen of spec 000 §2 (lazy-loaded by the router at /game). What it does is the controller's. */
export default function GameScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open } = useAppModal();
  const { session, isSignedIn } = useSession();
  const online = useOnline();
  // Offline the server cannot say who is playing: the player this browser last had (the session
  // cookie is still theirs) plays on, and their kept words are checked as them once back online.
  // A server that does not answer in time gives a provisional session the same way (api/session.ts).
  const playerId = session?.userId ?? (!online ? (rememberedUserId() ?? undefined) : undefined);
  const poolQuery = useQuery(dailyPoolQuery());
  // A server that cannot be reached (the browser thinks it is online) plays on the kept pool too.
  const pool =
    poolQuery.data ?? (poolQuery.isError && isFetchFailure(poolQuery.error) ? lastPool() : undefined);
  const entryQuery = useQuery({
    ...gameEntryQuery(playerId ?? '-', pool?.date ?? '2000-01-01'),
    enabled: playerId !== undefined && pool !== undefined,
  });
  const entry = entryQuery.isError ? null : entryQuery.data;
  // Challenges load only for signed-in players (spec 001 §4).
  const challengesFor = isSignedIn && playerId !== undefined && pool !== undefined;
  const challengesQuery = useQuery({
    ...personalizedChallengesQuery(playerId ?? '-', pool?.date ?? '2000-01-01'),
    enabled: challengesFor,
  });
  const previewQuery = useQuery({
    ...challengePreviewQuery(pool?.date ?? '2000-01-01'),
    enabled: challengesFor,
  });
  const challengePreview = challengesFor ? previewQuery.data : undefined;

  const wordEntryRef = useRef<HTMLElement>(null);
  const controller = useGameController({ pool, entry, playerId, isSignedIn, challengePreview }, wordEntryRef);
  const game = useAtomValue(gameAtom);
  const boardPlayer = useAtomValue(gamePlayerAtom);
  const suggestion = useAtomValue(suggestionAtom);
  const validating = useAtomValue(validatingAtom);
  const announcement = useAtomValue(announcementAtom);
  const shows = onboardingVisibility(useAtomValue(onboardingAtom));
  const onboardingMessage = useAtomValue(onboardingMessageAtom);

  const ready =
    game !== null &&
    pool !== undefined &&
    game.date === pool.date &&
    // After a sign-in to another id or a sign-out, the board is the previous player's until the
    // day starts again for this one.
    boardPlayer === playerId;
  const inProgress = ready && !game.gameEnded && game.completedWords.length > 0;
  useLeaveGuard(controller, inProgress);

  // Arriving (Play Game, a reload), focus goes to the game rather than staying on the page body.
  const arrived = useRef(false);
  useEffect(() => {
    if (!ready || arrived.current) return;
    arrived.current = true;
    if (document.activeElement === null || document.activeElement === document.body)
      wordEntryRef.current?.focus({ preventScroll: true });
  }, [ready]);

  const handlers = useMemo(
    () => ({
      onLetter: (letter: string) => void controller.typeLetter(letter),
      onBackspace: controller.backspace,
      onSubmit: () => void controller.submitWord(),
      onClear: controller.clear,
    }),
    [controller],
  );

  if (!ready) {
    const failed = poolQuery.isError && !pool;
    return (
      <div className="page game-screen" aria-busy={!failed}>
        <GameHeader
          score={0}
          targetScore={pool ? targetScoreOf(pool) : null}
          continuousMode={false}
          onBack={() => navigate('/')}
        />
        <div className="game-screen__status card" role={failed ? 'alert' : 'status'}>
          {failed ? (
            <>
              <p>Today's letters could not be loaded. Check your connection and try again.</p>
              <Button onClick={() => void queryClient.invalidateQueries()}>Try Again</Button>
            </>
          ) : !online && pool === undefined ? (
            <p>
              You're offline, and today's letters are not on this device yet. They load when you're back
              online.
            </p>
          ) : (
            <p>Loading today's letters…</p>
          )}
        </div>
      </div>
    );
  }

  const gameOver = game.gameEnded;
  const word = currentWordText(game);
  const challenge = challengeButtonState(isSignedIn, challengesFor ? challengesQuery.data : undefined);
  const openChallenges = () => {
    if (challenge.kind === 'signIn') open(SignInGate.challenges);
    else open({ kind: 'challenges', date: pool.date, generate: challenge.kind === 'generate' });
  };

  return (
    <div className="page game-screen">
      <GameHeader
        score={totalScore(game)}
        targetScore={targetScoreOf(pool)}
        continuousMode={game.continuousMode}
        showTarget={shows.targets}
        onBack={controller.requestLeave}
      />
      <h1 className="visually-hidden">Dozen — today's game</h1>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {announcement}
      </p>

      <LettersCard
        count={availableLetters(game).length}
        continuousMode={game.continuousMode}
        gameOver={gameOver}
        onContinuous={controller.requestContinuousToggle}
        onTargets={() => open(isSignedIn ? { kind: 'todaysTargets' } : SignInGate.generic)}
        onHistory={() => open({ kind: 'yourStats' })}
        onHints={controller.openHints}
        onShuffle={controller.shuffle}
        onHowToPlay={() => open({ kind: 'howToPlay' })}
        challenge={challenge}
        onChallenges={openChallenges}
        showTargets={shows.targets}
        showHints={shows.hints}
      >
        <TileGrid
          tiles={game.tiles}
          selected={game.currentWord.map((tile) => tile.index)}
          used={usedTileIndices(game)}
          gameOver={gameOver}
          showPoints={shows.pointValues}
          onToggle={controller.toggleTile}
        />
      </LettersCard>

      <WordEntry
        ref={wordEntryRef}
        word={word}
        points={scoreWord(word)}
        targetWordScore={targetWordScoreOf(pool)}
        canSubmit={canSubmit(game)}
        validating={validating}
        gameOver={gameOver}
        showPoints={shows.pointValues}
        showTargetWord={shows.targets}
        handlers={handlers}
      />

      {onboardingMessage && (
        <OnboardingBanner
          key={onboardingMessage.id}
          message={onboardingMessage}
          onDismiss={controller.dismissOnboarding}
          onAction={controller.actOnOnboarding}
          onSkip={controller.skipOnboarding}
          onFocusAway={() => wordEntryRef.current?.focus()}
        />
      )}

      {suggestion && (
        <SuggestionBanner
          suggestion={suggestion}
          recentFailedWords={game.recentFailedWords}
          onDismiss={controller.requestHideSuggestions}
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
          <Button variant="primary" size="large" block onClick={controller.showGameComplete}>
            Game Complete
          </Button>
        ) : (
          <Button variant="secondary" size="large" block onClick={controller.requestEndGame}>
            End Game
          </Button>
        )}
      </div>
    </div>
  );
}
