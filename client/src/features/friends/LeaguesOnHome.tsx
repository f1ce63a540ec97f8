import { Link } from 'react-router-dom';
import { placeText } from './format.js';
import { LeaguesToday } from './LeaguesToday.js';
import './FriendsScreen.css';

/**
 * The home screen's leagues: each with the player's place on today's board ("2nd of 7 · Office"),
 * a link to its board. Shown to a signed-in player in a league (the app renders it for signed-in
 * players only); nothing otherwise.
 */
export default function LeaguesOnHome() {
  return (
    <LeaguesToday
      className="home-leagues"
      heading="h2"
      listClassName="league-links"
      item={(league) => (
        <Link className="league-link" to={`/friends/${league.id}`}>
          <span className="league-link__place">{placeText(league.todayPosition, league.memberCount)}</span>
          <span aria-hidden="true"> · </span>
          <span className="league-link__name">{league.name}</span>
        </Link>
      )}
    />
  );
}
