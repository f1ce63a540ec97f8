import type { TUserProfile } from '@dozen/engine/contract';
import { ChartFigure } from '../../../shared/ui/charts/ChartFigure.js';
import { PairedBars } from '../../../shared/ui/charts/PairedBars.js';

type Area = TUserProfile['areas'][number];

const STATUS_TEXT: Record<Area['status'], string> = {
  strong: 'Strong',
  improve: 'To improve',
  average: 'About average',
  not_enough_games: 'Not enough games yet',
};

/** 'Strong: 7+ letter words in 9 of your last 12 games, community 31%'; the evidence alone when it says why not. */
export function verdictText(area: Area): string {
  return area.status === 'not_enough_games' ? area.evidence : `${STATUS_TEXT[area.status]}: ${area.evidence}`;
}

/** Every area: how often the player's games show it against the community, with the verdict. */
export function AreaChart({ areas }: { areas: Area[] }) {
  const judged = areas.filter((a) => a.status !== 'not_enough_games');
  const rates = areas
    .filter((a) => a.ratePercent !== null)
    .map((a) =>
      a.communityPercent === null
        ? `${a.label} ${a.ratePercent}%`
        : `${a.label} ${a.ratePercent}% (community ${a.communityPercent}%)`,
    )
    .join(', ');
  const summary =
    judged.length === 0
      ? `Not enough games yet to judge any area${areas[0] ? ` (${areas[0].evidence.replace(/^Not enough games yet: /, '')})` : ''}.${rates ? ` So far: ${rates}.` : ''}`
      : `Share of your recent games showing each skill, against the community: ${rates}.`;
  return (
    <ChartFigure
      title="Your play against the community"
      summary={summary}
      testId="area-chart"
      table={{
        // Four columns, so the table reads on a phone: the verdict carries its evidence.
        columns: ['Area', 'You', 'Community', 'Verdict'],
        rows: areas.map((area) => ({
          key: area.area,
          cells: [
            area.label,
            area.ratePercent === null ? '–' : `${area.ratePercent}%`,
            area.communityPercent === null ? '–' : `${area.communityPercent}%`,
            verdictText(area),
          ],
        })),
      }}
    >
      <PairedBars
        names={['You', 'Community']}
        pairs={areas.map((area) => ({
          key: area.area,
          label: area.label,
          first: area.ratePercent,
          second: area.communityPercent,
        }))}
      />
    </ChartFigure>
  );
}

export { STATUS_TEXT as AREA_STATUS_TEXT };
