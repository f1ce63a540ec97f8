import { Button } from '../../shared/ui/Button.js';
import { IconUsers } from '../../shared/ui/icons.js';
import { useAppModal } from '../../shared/modal-registry.js';

/** The sign-in gate of Friends (as for hints): leagues need an account. */
export const FRIENDS_GATE = {
  kind: 'signInGate',
  title: 'Sign in to play with friends',
  feature: 'Friends',
} as const;

export function SignInToPlay({
  reason = 'Leagues need an account: sign in, and play with friends.',
}: {
  reason?: string;
}) {
  const { open } = useAppModal();
  return (
    <div className="card friends-card friends__gate">
      <p>{reason}</p>
      <Button icon={<IconUsers />} onClick={() => open(FRIENDS_GATE)}>
        Sign In to Play with Friends
      </Button>
    </div>
  );
}
