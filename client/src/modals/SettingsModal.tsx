import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signOut } from '../api/http.js';
import { closeSocket } from '../api/socket.js';
import { Button } from '../components/Button.js';
import { Modal } from '../components/Modal.js';
import { Switch } from '../components/Switch.js';
import { showToast } from '../components/toast.js';
import { setSuggestionsDisabled, suggestionsDisabled } from '../game/storage.js';
import { setSession, useSession } from '../state/session.js';

export const SIGN_OUT_CONFIRMATION = 'Are you sure you want to sign out? This will end your current session.';

export default function SettingsModal({ onClose }: { onClose: () => void }) {
  const { session, isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(() => !suggestionsDisabled());
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  return (
    <>
      <Modal open onClose={onClose} title="Settings" footer={<Button onClick={onClose}>Close</Button>}>
        <Switch
          label="Contextual Suggestions"
          stateLabel={enabled ? 'Appear When You Need Help' : 'Disabled'}
          checked={enabled}
          onChange={(next) => {
            setEnabled(next);
            setSuggestionsDisabled(!next);
          }}
        />
        {isSignedIn && (
          <Button
            variant="secondary"
            block
            className="settings__sign-out"
            onClick={() => setConfirmingSignOut(true)}
          >
            Sign Out
          </Button>
        )}
        <p className="modal-meta">
          User ID: <code data-testid="settings-user-id">{session?.userId ?? 'not connected yet'}</code>
        </p>
      </Modal>
      <Modal
        open={confirmingSignOut}
        onClose={() => setConfirmingSignOut(false)}
        title="Sign Out?"
        size="small"
        description={SIGN_OUT_CONFIRMATION}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingSignOut(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={signingOut}
              onClick={async () => {
                setSigningOut(true);
                try {
                  const anonymous = await signOut();
                  closeSocket();
                  setSession(anonymous);
                  queryClient.clear();
                  setConfirmingSignOut(false);
                  onClose();
                  showToast({ title: 'Signed out', variant: 'success' });
                } catch {
                  showToast({
                    title: 'Sign out failed',
                    description: 'Please try again.',
                    variant: 'destructive',
                  });
                } finally {
                  setSigningOut(false);
                }
              }}
            >
              Yes, Sign Out
            </Button>
          </>
        }
      />
    </>
  );
}
