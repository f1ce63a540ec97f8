import { useState } from 'react';
import { Button } from '../../shared/ui/Button.js';
import { Modal } from '../../shared/ui/Modal.js';
import { friendsErrorMessage } from './errors.js';

/**
 * A league's question (remove a member, a new link, leave, delete): what will happen, and the
 * call that does it; its refusal is shown in the dialog, which then stays open.
 */
export default function ConfirmLeagueModal({
  onClose,
  title,
  message,
  confirmLabel,
  action,
  onDone,
}: {
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  action: () => Promise<unknown>;
  onDone?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onClose();
      onDone?.();
    } catch (error) {
      setFailure(friendsErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={message}
      size="small"
      tone="danger"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="field__error" role="alert">
        {failure}
      </p>
    </Modal>
  );
}
