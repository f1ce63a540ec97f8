import type { TLeagueListItem } from '@dozen/engine/contract';
import { useQuery } from '@tanstack/react-query';
import { friendsQuery } from '../../api/friends-query.js';
import { useSession } from '../../api/session.js';

/** The signed-in player's leagues with today's places; none for a guest (who is in no league). */
export function useLeaguePlaces(): TLeagueListItem[] {
  const { isSignedIn } = useSession();
  const friends = useQuery({ ...friendsQuery(), enabled: isSignedIn });
  return isSignedIn ? (friends.data?.leagues ?? []) : [];
}
