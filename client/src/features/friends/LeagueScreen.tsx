import { formatShortPuzzleDate } from '@dozen/engine';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, IconButton } from '../../shared/ui/Button.js';
import { IconBack } from '../../shared/ui/more-icons.js';
import { BoardList } from './BoardList.js';
import { ageText } from './format.js';
import { InviteCard } from './InviteCard.js';
import { LeagueMembers } from './LeagueMembers.js';
import { SignInToPlay } from './SignInToPlay.js';
import { useLeagueBoard } from './useLeagueBoard.js';
import { WeekStandings } from './WeekStandings.js';
import { useSession } from '../../api/session.js';
import './FriendsScreen.css';

/**
 * A league (at /friends/:leagueId): today's board, moving as its members play; yesterday's final
 * board and its winner; the week's standings; the invite link; the members and what can be done.
 * Offline, the last board read on this device, with its age.
 */
export default function LeagueScreen() {
  const { leagueId = '' } = useParams();
  const navigate = useNavigate();
  const { isSignedIn, status } = useSession();
  const view = useLeagueBoard(leagueId);
  const titleId = useId();
  const todayId = useId();
  const yesterdayId = useId();
  const weekId = useId();
  const board = view.board;

  const header = (title: string) => (
    <header className="screen-header">
      <IconButton
        label="Back to your leagues"
        icon={<IconBack />}
        variant="plain"
        onClick={() => navigate('/friends')}
      />
      <h1 id={titleId} className="screen-title">
        {title}
      </h1>
    </header>
  );

  if (!isSignedIn && status !== 'loading')
    return (
      <div className="page friends" aria-labelledby={titleId}>
        {header('League')}
        <SignInToPlay />
      </div>
    );
  if (view.gone)
    return (
      <div className="page friends" aria-labelledby={titleId}>
        {header('League')}
        <p role="status" className="card friends-card">
          You are not a member of this league (any more): it was left, deleted, or you were removed.
        </p>
        <Button variant="secondary" onClick={() => navigate('/friends')}>
          Your Leagues
        </Button>
      </div>
    );
  if (!board)
    return (
      <div className="page friends" aria-labelledby={titleId}>
        {header('League')}
        {view.failed ? (
          <div role="alert" className="card friends-card">
            <p>The board could not be loaded. Check your connection and try again.</p>
            <Button variant="secondary" onClick={view.retry}>
              Try Again
            </Button>
          </div>
        ) : (
          <p role="status" className="friends__muted">
            Loading the board…
          </p>
        )}
      </div>
    );

  const you = board.league.you.memberId;
  const winners = board.yesterday.rows.filter((row) => board.yesterday.winners.includes(row.memberId));
  return (
    <div className="page friends" aria-labelledby={titleId}>
      {header(board.league.name)}
      <p className="friends__offline" role="status">
        {view.offline
          ? `You're offline: this is the board as it was ${ageText(board.readAt, Date.now())}.`
          : ''}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {view.announcement}
      </p>

      <section className="card friends-card" aria-labelledby={todayId}>
        <h2 id={todayId} className="friends-card__title">
          Today <span className="friends__date">{formatShortPuzzleDate(board.today.date)}</span>
        </h2>
        {!board.today.wordsShown && (
          <p className="friends__muted">
            No spoilers: other members’ words appear once you end your game of the day.
          </p>
        )}
        <BoardList day={board.today} youMemberId={you} />
      </section>

      <InviteCard league={board.league} />

      <section className="card friends-card" aria-labelledby={yesterdayId}>
        <h2 id={yesterdayId} className="friends-card__title">
          Yesterday <span className="friends__date">{formatShortPuzzleDate(board.yesterday.date)}</span>
        </h2>
        <p className="friends__winner">
          {winners.length === 0
            ? 'Nobody played yesterday.'
            : `${winners.length === 1 ? 'Winner' : 'Winners'}: ${winners.map((row) => row.name).join(', ')} (${winners[0]!.score} points)`}
        </p>
        {winners.length > 0 && <BoardList day={board.yesterday} youMemberId={you} />}
      </section>

      <section className="card friends-card" aria-labelledby={weekId}>
        <h2 id={weekId} className="friends-card__title">
          This Week{' '}
          <span className="friends__date">
            {formatShortPuzzleDate(board.week.start)} – {formatShortPuzzleDate(board.week.end)}
          </span>
        </h2>
        <WeekStandings week={board.week} youMemberId={you} />
      </section>

      <LeagueMembers board={board} />
    </div>
  );
}
