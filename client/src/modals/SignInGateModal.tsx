import { useId, useRef, useState } from 'react';
import { Button } from '../components/Button.js';
import { IconLock, IconMail } from '../components/icons.js';
import { Modal } from '../components/Modal.js';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './sign-in/email.js';
import './SignInGateModal.css';

export const GENERIC_GATE_MESSAGE = 'Some features are only available for users with accounts.';

export function gateMessage(feature: string | undefined): string {
  return feature ? `${feature} is only available for users with Dozen accounts` : GENERIC_GATE_MESSAGE;
}

/**
 * The sign-in gate of spec 000 §5 / 001 §2. The e-mail form validates as the spec says; sending
 * the link arrives with accounts, so a valid address gets an honest "not available yet".
 */
export default function SignInGateModal({
  onClose,
  title = 'Sign In or Sign Up',
  feature,
}: {
  onClose: () => void;
  title?: string | undefined;
  feature?: string | undefined;
}) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const valid = isValidEmail(email);
  const showError = touched && email.trim() !== '' && !valid;

  return (
    <Modal open onClose={onClose} title={title} size="small" initialFocusRef={inputRef}>
      <p className="notice" style={{ marginTop: 0 }}>
        <IconLock />
        <span>{gateMessage(feature)}</span>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (isValidEmail(email)) setSubmitted(true);
        }}
      >
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            Email
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="field__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setSubmitted(false);
            }}
            onBlur={() => setTouched(true)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setTouched(true);
            }}
          />
          {showError && (
            <p id={errorId} className="field__error" role="alert">
              {INVALID_EMAIL_MESSAGE}
            </p>
          )}
        </div>
        <Button
          type="submit"
          block
          icon={<IconMail />}
          disabled={!valid}
          style={{ marginTop: 'var(--space-4)' }}
        >
          Send Sign-In Link
        </Button>
      </form>
      {submitted && (
        <p className="notice" role="status">
          <span>
            E-mail sign-in is not available yet: Dozen accounts are still being built, so no e-mail was sent.
            You can keep playing as a guest, and your games on this device stay yours.
          </span>
        </p>
      )}
      <Button variant="ghost" block onClick={onClose} style={{ marginTop: 'var(--space-2)' }}>
        Maybe Later
      </Button>
    </Modal>
  );
}
