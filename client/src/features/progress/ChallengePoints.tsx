import { useQuery } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { challengeStatsQuery, extraPointsRankQuery } from '../../api/progress-query.js';
import { applyOnboarding } from '../../domain/onboarding-flow.js';
import { plural, standingText } from './format.js';

/**
 * Points from personalised challenges and the leaderboard rank they give (signed-in only): this
 * week and all time. Seeing the rank is onboarding's "leaderboard first viewed" (spec 001 §4).
 */
export function ChallengePoints({ userId }: { userId: string }) {
  const store = useStore();
  const stats = useQuery(challengeStatsQuery(userId));
  const rank = useQuery(extraPointsRankQuery(userId));
  const shown = rank.data !== undefined;
  useEffect(() => {
    if (shown) applyOnboarding(store, { type: 'leaderboardViewed' });
  }, [shown, store]);

  if (stats.isError || rank.isError)
    return <p className="challenge-points__error">Challenge points could not be loaded right now.</p>;
  if (!stats.data || !rank.data) return <p role="status">Loading challenge points…</p>;
  const { totalRewardPoints, totalChallengesCompleted, thisWeek } = stats.data;
  return (
    <dl className="challenge-points" data-testid="challenge-points">
      <div>
        <dt>Challenge points</dt>
        <dd data-testid="challenge-points-total">
          {totalRewardPoints}
          <span className="challenge-points__note">
            {plural(totalChallengesCompleted, 'challenge')} completed
          </span>
        </dd>
      </div>
      <div>
        <dt>This week ({plural(thisWeek.points, 'point')})</dt>
        <dd className="challenge-points__rank" data-testid="rank-week">
          {standingText(rank.data.week)}
        </dd>
      </div>
      <div>
        <dt>All time ({plural(rank.data.allTime.points, 'point')})</dt>
        <dd className="challenge-points__rank" data-testid="rank-all-time">
          {standingText(rank.data.allTime)}
        </dd>
      </div>
    </dl>
  );
}
