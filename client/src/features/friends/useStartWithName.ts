import { useQuery } from '@tanstack/react-query';
import { friendsQuery } from '../../api/friends-query.js';
import { useSession } from '../../api/session.js';
import { useAppModal } from '../../shared/modal-registry.js';

/**
 * Creating or joining a league needs a display name: asked once, the first time (the dialog then
 * carries on with what the player was doing). Before the player's name is known, the call goes
 * ahead and the server's 409 DISPLAY_NAME_REQUIRED asks instead (JoinScreen.tsx).
 */
export function useStartWithName(): (then: () => void) => void {
  const { open } = useAppModal();
  const { isSignedIn } = useSession();
  const friends = useQuery({ ...friendsQuery(), enabled: isSignedIn });
  return (then) => {
    if (!friends.data || friends.data.displayName) then();
    else open({ kind: 'displayName', onSaved: then });
  };
}
