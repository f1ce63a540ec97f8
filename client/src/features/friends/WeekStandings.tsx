import { boardPositions } from '@dozen/engine';
import type { TWeekStandings } from '@dozen/engine/contract';
import { ordinal } from './format.js';

/** The week's standings, under the rule they follow (stated on the board; docs/decisions.md says why this rule). */
export function WeekStandings({ week, youMemberId }: { week: TWeekStandings; youMemberId: number }) {
  const positions = boardPositions(
    week.rows.map((row) => ({ ...row, score: row.points, wordCount: row.daysPlayed })),
  );
  return (
    <>
      <p className="friends__muted">{week.rule}</p>
      <ol className="standings" aria-label="Standings of the week">
        {week.rows.map((row, index) => (
          <li
            key={row.memberId}
            className={row.memberId === youMemberId ? 'standings__row is-you' : 'standings__row'}
          >
            <span className="standings__place">{ordinal(positions[index]!)}</span>
            <span className="standings__name">
              {row.name}
              {row.memberId === youMemberId && ' (you)'}
            </span>
            <span className="standings__points">
              {row.points}
              <span className="visually-hidden"> points</span>
            </span>
            <span className="standings__days">
              {row.daysPlayed} {row.daysPlayed === 1 ? 'day' : 'days'}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
