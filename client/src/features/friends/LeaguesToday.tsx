import type { TLeagueListItem } from '@dozen/engine/contract';
import { useId, type ReactNode } from 'react';
import { useLeaguePlaces } from './useLeaguePlaces.js';

/**
 * "Your Leagues Today": a titled list of the player's leagues, each item as `item` draws it (where
 * the day stands, a link to the board). Nothing for a player in no league.
 */
export function LeaguesToday({
  className,
  heading: Heading,
  listClassName,
  item,
}: {
  /** The section's class; its title is `${className}__title`. */
  className: string;
  heading: 'h2' | 'h3';
  listClassName: string;
  item: (league: TLeagueListItem) => ReactNode;
}) {
  const titleId = useId();
  const leagues = useLeaguePlaces();
  if (leagues.length === 0) return null;
  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={`${className}__title`}>
        Your Leagues Today
      </Heading>
      <ul className={listClassName}>
        {leagues.map((league) => (
          <li key={league.id}>{item(league)}</li>
        ))}
      </ul>
    </section>
  );
}
