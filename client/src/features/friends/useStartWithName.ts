import { useQuery } from '@tanstack/react-query';
import { friendsQuery } from '../../api/friends-query.js';
import { useAppModal } from '../../shared/modal-registry.js';

/**
 * Creating or joining a league needs a display name: asked once, the first time (the dialog then
 * carries on with what the player was doing).
 */
export function useStartWithName(): (then: () => void) => void {
  const { open } = useAppModal();
  const friends = useQuery(friendsQuery());
  return (then) => {
    if (friends.data?.displayName) then();
    else open({ kind: 'displayName', onSaved: then });
  };
}
