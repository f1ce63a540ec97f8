/**
 * A challenge's id names its player, its date and its difficulty: generation is idempotent per
 * (player, date), so the same three always give the same id, and the server can tell whose a
 * challenge is from its id alone (an owner check before any lookup, like every per-player route).
 */
import type { ChallengeDifficulty } from '../rules/challenges.js';

const ID_PATTERN = /^c-(\d{4})(\d{2})(\d{2})-(easy|medium|hard)-([A-Za-z0-9_-]{1,64})$/;

export function challengeIdOf(playerId: string, date: string, difficulty: ChallengeDifficulty): string {
  return `c-${date.replaceAll('-', '')}-${difficulty}-${playerId}`;
}

export interface ChallengeIdParts {
  playerId: string;
  date: string;
  difficulty: ChallengeDifficulty;
}

/** The parts of a well-formed challenge id, or null. */
export function parseChallengeId(id: string): ChallengeIdParts | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  const [, year, month, day, difficulty, playerId] = match;
  return {
    playerId: playerId!,
    date: `${year}-${month}-${day}`,
    difficulty: difficulty as ChallengeDifficulty,
  };
}
