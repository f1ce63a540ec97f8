import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/Button.js';
import { IconLock } from '../../../shared/ui/more-icons.js';
import { Modal } from '../../../shared/ui/Modal.js';
import { useAppModal } from '../../../shared/modal-registry.js';
import { CodeStep } from './CodeStep.js';
import { EmailStep } from './EmailStep.js';
import { pendingSignInAtom, resumable } from './pending-sign-in.js';
import type { SignInFailure } from './sign-in-errors.js';
import '../../../shared/ui/Field.css';
import './SignInGateModal.css';

export const GENERIC_GATE_MESSAGE = 'Some features are only available for users with accounts.';

export function gateMessage(feature: string | undefined): string {
  return feature ? `${feature} is only available for users with Dozen accounts` : GENERIC_GATE_MESSAGE;
}

/**
 * Sign Up / Sign In (spec 001 §2, §4), behind every sign-in gate (spec 000 §5): hints,
 * continuous mode, today's targets, Your Stats. Two steps: the e-mail, then the code it brings.
 * A code already on its way is resumed when the dialog opens again.
 */
export default function SignInGateModal({
  onClose,
  title = 'Sign In or Sign Up',
  feature,
  email: initialEmail,
}: {
  onClose: () => void;
  title?: string | undefined;
  feature?: string | undefined;
  /** Fills the e-mail in (back from the setup help). */
  email?: string | undefined;
}) {
  const { open } = useAppModal();
  const [pendingSignIn, setPending] = useAtom(pendingSignInAtom);
  // Back from the setup help the player is asking again: an older code is not resumed then.
  const [resumeOlder, setResumeOlder] = useState(initialEmail === undefined);
  const pending = resumeOlder ? resumable(pendingSignIn) : null;
  const [changedEmail, setChangedEmail] = useState<string | null>(null);
  // The field of the step on screen: the dialog focuses it as it opens, and again when the step
  // changes (never before the dialog has noted where focus returns to when it closes).
  const fieldRef = useRef<HTMLInputElement>(null);
  const step = pending ? 'code' : 'email';
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    fieldRef.current?.focus();
  }, [step]);

  function help(failure: Required<SignInFailure>, email: string) {
    open({
      kind: 'signInHelp',
      problem: failure.help,
      message: failure.message,
      retry: {
        kind: 'signInGate',
        email,
        ...(title !== undefined ? { title } : {}),
        ...(feature !== undefined ? { feature } : {}),
      },
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={pending ? 'Enter Your Code' : title}
      size="small"
      initialFocusRef={fieldRef}
      className="sign-in"
    >
      {pending ? (
        <CodeStep
          key={pending.email}
          pending={pending}
          inputRef={fieldRef}
          onResent={setPending}
          onSignedIn={() => setPending(null)}
          onHelp={help}
          onChangeEmail={() => {
            setChangedEmail(pending.email);
            setPending(null);
          }}
        />
      ) : (
        <>
          <p className="notice sign-in__gate">
            <IconLock />
            <span>{gateMessage(feature)}</span>
          </p>
          <EmailStep
            initialEmail={changedEmail ?? initialEmail ?? ''}
            inputRef={fieldRef}
            onSent={(sent) => {
              setResumeOlder(true);
              setPending(sent);
            }}
            onHelp={help}
          />
          <Button variant="ghost" block onClick={onClose} className="sign-in__later">
            Maybe Later
          </Button>
        </>
      )}
    </Modal>
  );
}
