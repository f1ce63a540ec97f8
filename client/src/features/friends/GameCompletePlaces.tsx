import { useId } from 'react';
import { placeText } from './format.js';
import { useLeaguePlaces } from './useLeaguePlaces.js';
import './FriendsScreen.css';

/**
 * Game Complete's line per league: where the day now stands ("Office: 2nd of 7"), read again once
 * the game is stored (the submission refreshes every Friends query). Nothing for a player in no
 * league, or a past day's game (the archive never counts).
 */
export default function GameCompletePlaces() {
  const titleId = useId();
  const leagues = useLeaguePlaces();
  if (leagues.length === 0) return null;
  return (
    <section className="complete-leagues" aria-labelledby={titleId}>
      <h3 id={titleId} className="complete-leagues__title">
        Your Leagues Today
      </h3>
      <ul className="complete-leagues__list">
        {leagues.map((league) => (
          <li key={league.id}>
            <span className="complete-leagues__name">{league.name}</span>:{' '}
            {placeText(league.todayPosition, league.memberCount)}
          </li>
        ))}
      </ul>
    </section>
  );
}
