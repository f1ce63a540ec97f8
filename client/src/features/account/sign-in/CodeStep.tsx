import { MAX_CODE_ATTEMPTS } from '@dozen/engine/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useId, useState, type RefObject } from 'react';
import { HttpError } from '../../../api/errors.js';
import { Button } from '../../../shared/ui/Button.js';
import { Form } from '../../../shared/ui/Form.js';
import { TextField } from '../../../shared/ui/TextField.js';
import { signInWithCode } from '../identity.js';
import { CODE_LENGTH, isCompleteCode, sanitizeCode } from './code.js';
import { pendingFrom, type PendingSignIn } from './pending-sign-in.js';
import { verifyCodeFailure, waitText, type SignInHelp } from './sign-in-errors.js';
import { useSendCode } from './useSendCode.js';
import { clockText, useSecondsLeft } from './useSecondsLeft.js';

/**
 * Step 2: the 6-digit code from the e-mail (spec 001 §5: digits only, at most 6, Verify enabled
 * at exactly 6). Says where the code went and how long it lasts, counts down to when another may
 * be sent, and lets the player change the address. Signing in is features/account/identity.ts's.
 */
export function CodeStep({
  pending,
  inputRef,
  onResent,
  onSignedIn,
  onChangeEmail,
  onHelp,
}: {
  pending: PendingSignIn;
  inputRef: RefObject<HTMLInputElement | null>;
  onResent: (pending: PendingSignIn) => void;
  onSignedIn: () => void;
  onChangeEmail: () => void;
  onHelp: SignInHelp;
}) {
  const queryClient = useQueryClient();
  const store = useStore();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [wrongTries, setWrongTries] = useState(0);
  const [verifying, setVerifying] = useState(false);
  const { sendCode, sending } = useSendCode(onHelp);
  const resendIn = useSecondsLeft(pending.resendAt);
  const introId = useId();
  const countdownId = useId();

  const spent = wrongTries >= MAX_CODE_ATTEMPTS;

  async function verify() {
    if (!isCompleteCode(code) || verifying) return;
    setVerifying(true);
    setError(null);
    setStatus(null);
    try {
      await signInWithCode(pending.email, code, { queryClient, store });
      // Signed in: the identity change closes this dialog and says so.
      onSignedIn();
    } catch (failure) {
      const wrong = failure instanceof HttpError && failure.status === 401;
      const tries = wrong ? wrongTries + 1 : wrongTries;
      setWrongTries(tries);
      setError(
        tries >= MAX_CODE_ATTEMPTS
          ? `${verifyCodeFailure(failure).message}. After ${MAX_CODE_ATTEMPTS} wrong tries this code no longer works: please send a new one.`
          : verifyCodeFailure(failure).message,
      );
      setVerifying(false);
      inputRef.current?.select();
    }
  }

  function sendAgain() {
    setError(null);
    setStatus(null);
    sendCode(pending.email, {
      onSent: (answer) => {
        setCode('');
        setWrongTries(0);
        setStatus(`A new code is on its way to ${pending.email}. The previous code no longer works.`);
        onResent(pendingFrom(pending.email, answer));
        inputRef.current?.focus();
      },
      onFailure: setError,
    });
  }

  return (
    <Form onSubmit={() => void verify()}>
      <p id={introId} className="sign-in__intro">
        We sent a {CODE_LENGTH}-digit code to <strong className="sign-in__email">{pending.email}</strong>.
        Check your e-mail and enter the code here; it expires in {waitText(pending.lifetimeSeconds)}. You can
        also open the link in that e-mail.
      </p>
      <TextField
        ref={inputRef}
        label={`${CODE_LENGTH}-digit code`}
        error={error}
        describedBy={introId}
        className="field__input--code"
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        spellCheck={false}
        value={code}
        aria-invalid={error !== null && !spent ? true : undefined}
        onChange={(event) => {
          setCode(sanitizeCode(event.target.value));
          setError(null);
        }}
      />
      <Button type="submit" block disabled={!isCompleteCode(code) || verifying || spent}>
        {verifying ? 'Verifying…' : 'Verify'}
      </Button>

      <p className="form-status" role="status">
        {status}
      </p>
      <div className="sign-in__secondary">
        <Button
          variant="secondary"
          block
          disabled={resendIn > 0 || sending}
          onClick={sendAgain}
          aria-describedby={resendIn > 0 ? countdownId : undefined}
        >
          {sending ? 'Sending…' : 'Resend Code'}
        </Button>
        {/* Not a live region: a countdown read out every second would drown everything else. */}
        <p id={countdownId} className="sign-in__countdown">
          {resendIn > 0 ? `You can ask for a new code in ${clockText(resendIn)}.` : '\u00a0'}
        </p>
        <p className="sign-in__tip">Nothing after a minute? Look in your spam or junk folder.</p>
        <Button variant="ghost" block onClick={onChangeEmail}>
          Use a Different E-mail
        </Button>
      </div>
    </Form>
  );
}
