import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.js';
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
    <ConfirmDialog
      title={title}
      description={message}
      yesLabel={confirmLabel}
      yesVariant="danger"
      yesDisabled={busy}
      danger
      onNo={onClose}
      onYes={() => void confirm()}
    >
      <p className="field__error" role="alert">
        {failure}
      </p>
    </ConfirmDialog>
  );
}
