import { useEffect, useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button.js';

const MINUTE = 60_000;

/** 'Code expires in 5 minutes' (spec 001 §2), from the server's expiry instant; null once expired. */
export function expiryText(expiresAt: string, now: number = Date.now()): string | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  const minutes = Math.ceil(left / MINUTE);
  return `Code expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The fresh 6-digit code the link page shows, for the device that asked for the e-mail (the
 * installed app, another browser): large, with a copy button, and how long it lasts.
 */
export function CopyableCode({ code, expiresAt }: { code: string; expiresAt: string }) {
  const [expiry, setExpiry] = useState(() => expiryText(expiresAt));
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const labelId = useId();

  // The minutes go down while the page is open; past the end the code is no use.
  useEffect(() => {
    const timer = setInterval(() => setExpiry(expiryText(expiresAt)), 15_000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section className="card auth-code" aria-labelledby={labelId}>
      <h2 id={labelId} className="auth-code__title">
        Signing in on another device too?
      </h2>
      <p className="auth-code__hint">Enter this code there, on the screen that asked for it:</p>
      {expiry ? (
        <>
          <p className="auth-code__digits" data-testid="auth-code">
            {code}
          </p>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied === 'yes' ? 'Copied!' : 'Copy Code'}
          </Button>
          <p className="auth-code__expiry">{expiry}</p>
        </>
      ) : (
        <p className="auth-code__expiry">This code has expired. Ask for a new e-mail on the other device.</p>
      )}
      <p className="visually-hidden" role="status">
        {copied === 'yes' ? 'Code copied.' : ''}
      </p>
      {copied === 'failed' && (
        <p className="auth-code__expiry" role="alert">
          Copying is not allowed here: select the code and copy it, or type it in.
        </p>
      )}
    </section>
  );
}
