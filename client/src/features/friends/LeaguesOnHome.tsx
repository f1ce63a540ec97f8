import { useId } from 'react';
import { Link } from 'react-router-dom';
import { placeText } from './format.js';
import { useLeaguePlaces } from './useLeaguePlaces.js';
import './FriendsScreen.css';

/**
 * The home screen's leagues: each with the player's place on today's board ("2nd of 7 · Office"),
 * a link to its board. Shown to a signed-in player in a league (the app renders it for signed-in
 * players only); nothing otherwise.
 */
export default function LeaguesOnHome() {
  const titleId = useId();
  const leagues = useLeaguePlaces();
  if (leagues.length === 0) return null;
  return (
    <section className="home-leagues" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-leagues__title">
        Your Leagues Today
      </h2>
      <ul className="league-links">
        {leagues.map((league) => (
          <li key={league.id}>
            <Link className="league-link" to={`/friends/${league.id}`}>
              <span className="league-link__place">
                {placeText(league.todayPosition, league.memberCount)}
              </span>
              <span aria-hidden="true"> · </span>
              <span className="league-link__name">{league.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
