import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { HttpError } from '../../api/errors.js';
import { manualDataRecoveryMutation } from '../../api/mutations.js';
import { Button } from '../../shared/ui/Button.js';
import { Form } from '../../shared/ui/Form.js';
import { Modal } from '../../shared/ui/Modal.js';
import { TextField } from '../../shared/ui/TextField.js';
import { useSession } from '../../api/session.js';

export const RecoveryMessage = {
  noSource: 'Please enter a source user ID',
  noUser: 'Authentication required',
  failed: 'Recovery attempt failed',
} as const;

/** Spec 001 §4 "Recovery": after a successful recovery the page reloads after 3 seconds. */
export const RECOVERY_RELOAD_MS = 3_000;

/** What the form says about a recovery it could not start or the server refused. */
export function recoveryFailure(error: unknown): string {
  if (error instanceof HttpError && error.apiError) return error.apiError.message;
  return RecoveryMessage.failed;
}

const reloadPage = () => window.location.reload();

/**
 * Manual Data Recovery (spec 001 §2, §5, §8), from Settings when signed in: moves into this
 * account the data of a user id this account held on one of the player's devices (the server
 * refuses any other). The automatic check (features/account/recovery-check.ts) points here when it could
 * not finish by itself.
 */
export default function DataRecoveryModal({
  onClose,
  reload = reloadPage,
}: {
  onClose: () => void;
  reload?: () => void;
}) {
  const { session } = useSession();
  const [sourceUserId, setSourceUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ recovered: boolean; message: string } | null>(null);
  const recovery = useMutation(manualDataRecoveryMutation());
  const inputRef = useRef<HTMLInputElement>(null);
  const recovered = result?.recovered === true;

  useEffect(() => {
    if (!recovered) return;
    const timer = setTimeout(reload, RECOVERY_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [recovered, reload]);

  function submit() {
    const source = sourceUserId.trim();
    setResult(null);
    if (!source) {
      setError(RecoveryMessage.noSource);
      inputRef.current?.focus();
      return;
    }
    if (!session) {
      setError(RecoveryMessage.noUser);
      return;
    }
    setError(null);
    recovery.mutate(
      { targetUserId: session.userId, sourceUserId: source },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (failure) => setError(recoveryFailure(failure)),
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Data Recovery"
      size="small"
      initialFocusRef={inputRef}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>
        Progress missing from your account? If you played on a device before signing in there, its games can
        be moved into your account. Dozen does this by itself when you sign in; use this when it said manual
        recovery may be possible.
      </p>
      <Form onSubmit={submit}>
        <TextField
          ref={inputRef}
          label="Source user ID"
          hint="The user ID that device's Settings showed before you signed in there."
          error={error}
          type="text"
          name="sourceUserId"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={sourceUserId}
          disabled={recovered}
          aria-invalid={error !== null || undefined}
          onChange={(event) => {
            setSourceUserId(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" block disabled={recovery.isPending || recovered}>
          {recovery.isPending ? 'Recovering…' : 'Recover Data'}
        </Button>
      </Form>
      <p className="form-status" role="status">
        {result && (recovered ? `${result.message} Reloading in 3 seconds…` : result.message)}
      </p>
    </Modal>
  );
}
