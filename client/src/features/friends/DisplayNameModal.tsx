import { DISPLAY_NAME_RULE } from '@dozen/engine';
import { useMutation, useQuery } from '@tanstack/react-query';
import { displayNameMutation, friendsQuery } from '../../api/friends-query.js';
import { NameDialog } from './NameDialog.js';

/**
 * The display name: asked once, when a player first makes or joins a league (then `onSaved`
 * carries on with it), and changeable in Settings. It is all other members see of the player.
 */
export default function DisplayNameModal({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved?: () => void;
}) {
  const current = useQuery(friendsQuery()).data?.displayName ?? '';
  const save = useMutation(displayNameMutation());
  return (
    <NameDialog
      title={current ? 'Change Your Display Name' : 'Choose a Display Name'}
      description="Your leagues see this name, and nothing else about you: never your e-mail."
      label="Display name"
      hint={`${DISPLAY_NAME_RULE.min} to ${DISPLAY_NAME_RULE.max} characters: letters, digits, spaces, hyphens, underscores and dots.`}
      rule={DISPLAY_NAME_RULE}
      initial={current}
      submitLabel="Save Name"
      onClose={onClose}
      onSubmit={async (name) => {
        await save.mutateAsync(name);
        onClose();
        onSaved?.();
      }}
    />
  );
}
