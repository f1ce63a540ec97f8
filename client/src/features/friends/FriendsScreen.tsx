import { LEAGUE_MEMBER_LIMIT, LEAGUES_PER_PLAYER_LIMIT } from '@dozen/engine/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { friendsQuery } from '../../api/friends-query.js';
import { useSession } from '../../api/session.js';
import { useAppModal } from '../../shared/modal-registry.js';
import { Button, IconButton } from '../../shared/ui/Button.js';
import { IconUsers } from '../../shared/ui/icons.js';
import { IconBack } from '../../shared/ui/more-icons.js';
import { placeText } from './format.js';
import { SignInToPlay } from './SignInToPlay.js';
import { useStartWithName } from './useStartWithName.js';
import './FriendsScreen.css';

/**
 * Friends (at /friends): the player's leagues, each with their place on today's board, a new
 * league, and the display name the leagues see.
 */
export default function FriendsScreen() {
  const navigate = useNavigate();
  const { open } = useAppModal();
  const { isSignedIn, status } = useSession();
  const titleId = useId();
  const listId = useId();
  const friends = useQuery({ ...friendsQuery(), enabled: isSignedIn });
  const startWithName = useStartWithName();
  const data = friends.data;

  const create = () =>
    startWithName(() =>
      open({ kind: 'leagueName', onCreated: (league) => navigate(`/friends/${league.id}`) }),
    );

  return (
    <div className="page friends" aria-labelledby={titleId}>
      <header className="screen-header">
        <IconButton label="Back to home" icon={<IconBack />} variant="plain" onClick={() => navigate('/')} />
        <h1 id={titleId} className="screen-title">
          Friends
        </h1>
      </header>
      <p className="friends__muted">
        Private leagues: a board of the day that moves while your friends play, yesterday’s winner and the
        week’s standings.
      </p>
      {!isSignedIn && status !== 'loading' ? (
        <SignInToPlay />
      ) : (
        <>
          <section className="card friends-card" aria-labelledby={listId}>
            <h2 id={listId} className="friends-card__title">
              Your Leagues
            </h2>
            {friends.isError && !data && (
              <p role="alert">Your leagues could not be loaded. Check your connection and try again.</p>
            )}
            {data && data.leagues.length === 0 && (
              <p className="friends__muted">No league yet: create one and share its link.</p>
            )}
            {data && data.leagues.length > 0 && (
              <ul className="league-links">
                {data.leagues.map((league) => (
                  <li key={league.id}>
                    <Link className="league-link" to={`/friends/${league.id}`}>
                      <span className="league-link__name">{league.name}</span>
                      <span className="league-link__place">
                        {placeText(league.todayPosition, league.memberCount)} today
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Button
              block
              icon={<IconUsers />}
              disabled={!data || data.leagues.length >= LEAGUES_PER_PLAYER_LIMIT}
              onClick={create}
            >
              Create a League
            </Button>
            <p className="friends__muted friends__small">
              Up to {LEAGUES_PER_PLAYER_LIMIT} leagues, {LEAGUE_MEMBER_LIMIT} members each.
            </p>
          </section>
          {data && (
            <section className="card friends-card friends__name-row" aria-label="Your display name">
              <p>
                Your leagues see you as <strong>{data.displayName ?? 'nobody yet'}</strong>.
              </p>
              <Button size="small" variant="secondary" onClick={() => open({ kind: 'displayName' })}>
                {data.displayName ? 'Change Name' : 'Choose Name'}
              </Button>
            </section>
          )}
        </>
      )}
    </div>
  );
}
