import { scoreWord } from '@dozen/engine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isDayNotOver, isNotFound } from '../../api/errors.js';
import { isFetchFailure } from '../../api/network-error.js';
import { archiveGameQuery, archivePuzzleQuery } from '../../api/archive-query.js';
import { LastArchiveGame } from './LastArchiveGame.js';
import { TODAY, type GamePuzzle } from './puzzle.js';
import { dailyPoolQuery, gameEntryQuery } from '../../api/query.js';
import { challengePreviewQuery, personalizedChallengesQuery } from '../../api/progress-query.js';
import { Button } from '../../shared/ui/Button.js';
import { announcementAtom, gameAtom, gamePlayerAtom, suggestionAtom, validatingAtom } from './atoms.js';
import { challengeButtonState } from '../../domain/challenge-button.js';
import { targetScoreOf, targetWordScoreOf } from '../../domain/day-facts.js';
import {
  availableLetters,
  bestWordScore,
  canSubmit,
  checkedWords,
  currentWordText,
  totalScore,
  uniqueWordsToday,
  usedTileIndices,
} from '../../domain/game-state.js';
import { onboardingVisibility } from '../../domain/onboarding.js';
import { onboardingAtom, onboardingMessageAtom } from '../../domain/onboarding-flow.js';
import { useAppModal, type AppModal } from '../../shared/modal-registry.js';
import { SignInGate } from './sign-in-gates.js';
import { useConnectivity } from '../../api/connectivity.js';
import { lastPool } from '../../api/last-pool.js';
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

/**
 * The game screen of spec 000 §2 (lazy-loaded by the router at /game). What it does is the
 * controller's. It plays today's puzzle, or a past day's (at /archive/:date): the same
 * screen, fed that day's pool from the archive, with nothing of today's race (entry, challenges).
 */
export default function GameScreen({ puzzle = TODAY }: { puzzle?: GamePuzzle }) {
  const archiveDate = puzzle.kind === 'archive' ? puzzle.date : undefined;
  const archive = archiveDate !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open } = useAppModal();
  const { session, isSignedIn } = useSession();
  const connectivity = useConnectivity();
  const offline = connectivity !== 'online';
  // The player this browser remembers plays from the first frame, provisionally, whatever the
  // network does; the server's answer settles who it is behind the game (api/session-boot.ts).
  const playerId = session?.userId;
  const todayQuery = useQuery({ ...dailyPoolQuery(), enabled: !archive });
  // The archive answers a session only (an anonymous one will do): asked once there is one.
  const archiveQuery = useQuery({
    ...archivePuzzleQuery(archiveDate ?? '-'),
    enabled: archive && session !== null,
  });
  const poolQuery = archive ? archiveQuery : todayQuery;
  // Today's kept pool shows until the answer comes (api/query.ts); a failed answer falls back to
  // the last pool kept, whatever its day, so that a game in progress can still be played out.
  const pool = archive
    ? archiveQuery.data?.pool
    : (todayQuery.data ?? (todayQuery.isError && isFetchFailure(todayQuery.error) ? lastPool() : undefined));
  const entryQuery = useQuery({
    ...gameEntryQuery(playerId ?? '-', pool?.date ?? '2000-01-01'),
    enabled: !archive && playerId !== undefined && pool !== undefined,
  });
  // A past day's game is a game of its own: the day's entry (hints used, earlier words) is not its.
  const entry = archive ? null : entryQuery.isError ? null : entryQuery.data;
  // Challenges load only for signed-in players (spec 001 §4), and only for today's puzzle.
  const challengesFor = !archive && isSignedIn && playerId !== undefined && pool !== undefined;
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
  // The archive game this address names (set once it was stored): shown again after a reload.
  const [searchParams] = useSearchParams();
  const lastGameId = archive ? searchParams.get('game') : null;
  const lastGameQuery = useQuery({
    ...archiveGameQuery(lastGameId ?? '-'),
    enabled: lastGameId !== null && session !== null,
  });
  const onTheDay = archiveQuery.data?.onTheDay;
  const controller = useGameController(
    { pool, entry, playerId, isSignedIn, challengePreview, onTheDay },
    wordEntryRef,
    puzzle,
  );
  const archiveDay = archive ? (archiveQuery.data?.label ?? '') : undefined;
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
    // The archive refuses a day that is not over (422) or has no puzzle (404): not a connection problem.
    const notInArchive =
      archive && archiveQuery.isError && (isNotFound(archiveQuery.error) || isDayNotOver(archiveQuery.error));
    return (
      <div className="page game-screen" aria-busy={!failed}>
        <GameHeader
          score={0}
          targetScore={pool ? targetScoreOf(pool) : null}
          continuousMode={false}
          onBack={() => navigate(archive ? '/archive' : '/')}
          archiveDay={archiveDay}
        />
        <div className="game-screen__status card" role={failed ? 'alert' : 'status'}>
          {notInArchive ? (
            <>
              <p>This day's puzzle is not in the archive: only days that are over can be played again.</p>
              <Button onClick={() => navigate('/archive')}>Open the Archive</Button>
            </>
          ) : failed && archive ? (
            <>
              <p>This day's puzzle could not be loaded. Check your connection and try again.</p>
              <Button onClick={() => void archiveQuery.refetch()}>Try Again</Button>
            </>
          ) : offline && archive && pool === undefined ? (
            <p>
              {connectivity === 'offline'
                ? "You're offline. Past puzzles load when you're back online."
                : "Can't reach Dozen right now. Past puzzles load as soon as it answers."}
            </p>
          ) : archive ? (
            <p>Loading the day's letters…</p>
          ) : failed ? (
            <>
              <p>Today's letters could not be loaded. Check your connection and try again.</p>
              <Button onClick={() => void queryClient.invalidateQueries()}>Try Again</Button>
            </>
          ) : offline && pool === undefined ? (
            <p>
              {connectivity === 'offline'
                ? "You're offline, and today's letters are not on this device yet. They load when you're back online."
                : "Can't reach Dozen right now, and today's letters are not on this device yet. They load as soon as it answers."}
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
  const challenge = archive
    ? null
    : challengeButtonState(isSignedIn, challengesFor ? challengesQuery.data : undefined);
  const openChallenges = () => {
    if (!challenge) return;
    if (challenge.kind === 'signIn') open(SignInGate.challenges);
    else open({ kind: 'challenges', date: pool.date, generate: challenge.kind === 'generate' });
  };

  // Today's Targets are today's (its live counts, the player's best of today); a past day's game
  // shows that day's targets against this game, the Most Words target being the day's record.
  const targetsModal = (): AppModal =>
    archive
      ? {
          kind: 'dayTargets',
          label: archiveDay ?? '',
          rows: [
            { name: 'Score', best: totalScore(game), target: pool.maxPossibleScore, unit: 'points' },
            { name: 'Word', best: bestWordScore(game), target: pool.maxWordScore, unit: 'points' },
            {
              name: 'Words',
              best: checkedWords(game).length,
              target: archiveQuery.data?.mostWordsRecord ?? 0,
              unit: 'words',
            },
          ],
        }
      : { kind: 'todaysTargets' };

  return (
    <div className="page game-screen">
      <GameHeader
        score={totalScore(game)}
        targetScore={targetScoreOf(pool)}
        continuousMode={game.continuousMode}
        showTarget={shows.targets}
        onBack={controller.requestLeave}
        archiveDay={archiveDay}
      />
      <h1 className="visually-hidden">
        {archive ? `Dozen — puzzle of ${archiveDay} (from the archive)` : "Dozen — today's game"}
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {announcement}
      </p>

      <LettersCard
        count={availableLetters(game).length}
        continuousMode={game.continuousMode}
        gameOver={gameOver}
        onContinuous={controller.requestContinuousToggle}
        onTargets={() => open(isSignedIn ? targetsModal() : SignInGate.generic)}
        onHistory={() => open({ kind: 'yourStats' })}
        onHints={controller.openHints}
        onShuffle={controller.shuffle}
        onHowToPlay={() => open({ kind: 'howToPlay' })}
        challenge={challenge}
        onChallenges={openChallenges}
        showTargets={shows.targets}
        targetsLabel={archive ? "The day's targets" : undefined}
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

      {lastGameQuery.data && game.completedWords.length === 0 && !game.gameEnded && (
        <LastArchiveGame game={lastGameQuery.data} />
      )}

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
