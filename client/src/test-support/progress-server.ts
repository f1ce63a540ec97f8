import type {
  TChallengeStatsResponse,
  TExtraPointsRankResponse,
  TGenerateChallengesResponse,
  TPersonalizedChallengesResponse,
  TPlayerHistoryDayResponse,
  TPlayerHistoryResponse,
  TUserProfile,
} from '@dozen/engine/contract';
import { vi } from 'vitest';

/**
 * Test support (not a test): the progress routes as the stats and challenge views see them,
 * answering fetch from tables; an absent table answers 404. `requests` records 'METHOD /path'.
 */
export interface ProgressServer {
  history?: TPlayerHistoryResponse;
  days?: Record<string, TPlayerHistoryDayResponse>;
  profile?: TUserProfile;
  challengeStats?: TChallengeStatsResponse;
  rank?: TExtraPointsRankResponse;
  personalized?: TPersonalizedChallengesResponse;
  generated?: TGenerateChallengesResponse;
  generateStatus?: number;
  requests: string[];
}

export function challengeStatsResponse(points: number, completed: number): TChallengeStatsResponse {
  const none = { offered: 0, completed: 0, points: 0 };
  return {
    userId: 'player1',
    totalChallengesOffered: 6,
    totalChallengesCompleted: completed,
    completionPercent: Math.round((100 * completed) / 6),
    totalRewardPoints: points,
    byDifficulty: {
      easy: { offered: 2, completed: Math.min(2, completed), points: 10 * Math.min(2, completed) },
      medium: { offered: 2, completed: Math.max(0, completed - 2), points: 25 * Math.max(0, completed - 2) },
      hard: { offered: 2, completed: 0, points: 0 },
    },
    byType: { score_target: none, word_discovery: none, exploration: none, efficiency: none },
    performance: { excellent: 0, good: completed, fair: 0, poor: 0 },
    thisWeek: { start: '2026-11-16', end: '2026-11-22', completed, points },
    rewardPointsPerDifficulty: { easy: 10, medium: 25, hard: 50 },
  };
}

export function rankResponse(points: number): TExtraPointsRankResponse {
  const standing =
    points > 0
      ? { points, rank: 2, percentile: 75, rankedPlayers: 4 }
      : { points: 0, rank: null, percentile: null, rankedPlayers: 4 };
  return {
    userId: 'player1',
    week: { ...standing, start: '2026-11-16', end: '2026-11-22' },
    allTime: standing,
  };
}

export function progressFetch(server: ProgressServer) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input).split('?')[0]!;
    const method = init?.method ?? 'GET';
    server.requests.push(`${method} ${url}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const notFound = () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const day = /^\/api\/player-history\/[^/]+\/(\d{4}-\d{2}-\d{2})$/.exec(url)?.[1];
    if (day) return server.days?.[day] ? json(200, server.days[day]) : notFound();
    const table: Array<[RegExp, unknown]> = [
      [/^\/api\/player-history\/[^/]+$/, server.history],
      [/^\/api\/user-profile\//, server.profile],
      [/^\/api\/challenge-stats\//, server.challengeStats],
      [/^\/api\/extra-points-rank\//, server.rank],
      [/^\/api\/personalized-challenges\//, server.personalized],
    ];
    if (url === '/api/generate-challenges') {
      if (server.generateStatus && server.generateStatus !== 200)
        return json(server.generateStatus, { error: { code: 'INTERNAL', message: 'Failed.' } });
      return server.generated ? json(200, server.generated) : notFound();
    }
    for (const [pattern, body] of table) if (pattern.test(url)) return body ? json(200, body) : notFound();
    return notFound();
  });
}
