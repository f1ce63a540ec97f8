import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useState } from 'react';
import { isFetchFailure } from '../../api/network-error.js';
import { Button } from '../../shared/ui/Button.js';
import { Modal } from '../../shared/ui/Modal.js';
import { signOut } from './identity.js';
import { useAppModal } from '../../shared/modal-registry.js';
import '../../shared/ui/Field.css';

export const SIGN_OUT_CONFIRMATION = 'Are you sure you want to sign out? This will end your current session.';

/**
 * Sign Out's confirmation (spec 000 §2, 001 §2). Yes signs out through features/account/identity.ts, whose
 * identity change closes this dialog; Cancel goes back to Settings, where the player came from.
 */
export default function SignOutModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const store = useStore();
  const { open } = useAppModal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const backToSettings = () => {
    if (!busy) open({ kind: 'settings' });
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await signOut({ queryClient, store });
      onClose(); // already closed when the session changed; harmless otherwise
    } catch (failure) {
      setError(
        isFetchFailure(failure)
          ? 'Network connection failed. Please check your internet connection and try again. You are still signed in.'
          : 'Signing out did not work. Please try again. You are still signed in.',
      );
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      // Escape or Cancel: back to Settings, where Sign Out was.
      onClose={backToSettings}
      title="Sign Out?"
      description={SIGN_OUT_CONFIRMATION}
      size="small"
      closeOnBackdrop={false}
      hideCloseButton
      tone="danger"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={backToSettings}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Signing Out…' : 'Yes, Sign Out'}
          </Button>
        </>
      }
    >
      <p className="form-error" role="alert">
        {error}
      </p>
    </Modal>
  );
}
