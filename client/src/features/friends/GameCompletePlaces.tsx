import { placeText } from './format.js';
import { LeaguesToday } from './LeaguesToday.js';
import './FriendsScreen.css';

/**
 * Game Complete's line per league: where the day now stands ("Office: 2nd of 7"), read again once
 * the game is stored (the submission refreshes every Friends query). Nothing for a player in no
 * league, or a past day's game (the archive never counts).
 */
export default function GameCompletePlaces() {
  return (
    <LeaguesToday
      className="complete-leagues"
      heading="h3"
      listClassName="complete-leagues__list"
      item={(league) => (
        <>
          <span className="complete-leagues__name">{league.name}</span>:{' '}
          {placeText(league.todayPosition, league.memberCount)}
        </>
      )}
    />
  );
}
