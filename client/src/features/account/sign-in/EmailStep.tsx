import { useRef, useState, type RefObject } from 'react';
import { Button } from '../../../shared/ui/Button.js';
import { Form } from '../../../shared/ui/Form.js';
import { IconMail } from '../../../shared/ui/more-icons.js';
import { TextField } from '../../../shared/ui/TextField.js';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email.js';
import { pendingFrom, type PendingSignIn } from './pending-sign-in.js';
import type { SignInHelp } from './sign-in-errors.js';
import { useSendCode } from './useSendCode.js';

/**
 * Step 1 of Sign Up / Sign In: the e-mail (spec 001 §5: required, submit disabled until it looks
 * like an address). One message carries a 6-digit code and a link; signing up and signing in are
 * the same step, and the answer is the same whether or not the address has an account.
 */
export function EmailStep({
  initialEmail,
  inputRef,
  onSent,
  onHelp,
}: {
  initialEmail: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onSent: (pending: PendingSignIn) => void;
  onHelp: SignInHelp;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(initialEmail !== '');
  const [failure, setFailure] = useState<string | null>(null);
  const { sendCode, sending } = useSendCode(onHelp);
  const submitting = useRef(false);

  const valid = isValidEmail(email);
  const invalidShown = touched && email.trim() !== '' && !valid;
  const message = invalidShown ? INVALID_EMAIL_MESSAGE : failure;

  function submit() {
    setTouched(true);
    if (!valid || submitting.current) return;
    submitting.current = true;
    setFailure(null);
    const address = email.trim();
    sendCode(address, {
      onSent: (answer) => onSent(pendingFrom(address.toLowerCase(), answer)),
      onFailure: (message) => {
        setFailure(message);
        inputRef.current?.focus();
      },
      onSettled: () => {
        submitting.current = false;
      },
    });
  }

  return (
    <Form onSubmit={submit}>
      <TextField
        ref={inputRef}
        label="Email"
        hint="We'll e-mail you a 6-digit code and a sign-in link. No password needed."
        error={message}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        aria-invalid={invalidShown || undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setFailure(null);
        }}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => {
          // The disabled submit button ignores Enter: say why instead.
          if (event.key === 'Enter') setTouched(true);
        }}
      />
      <Button type="submit" block icon={<IconMail />} disabled={!valid || sending}>
        {sending ? 'Sending…' : 'Send Code'}
      </Button>
    </Form>
  );
}
