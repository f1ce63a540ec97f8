import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (ms since the epoch), counting down once a second to 0. */
export function useSecondsLeft(deadline: number, now: () => number = Date.now): number {
  const left = () => Math.max(0, Math.ceil((deadline - now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const [shownFor, setShownFor] = useState(deadline);
  // A new deadline (a resend) shows at once, never a stale 0 for a second.
  if (shownFor !== deadline) {
    setShownFor(deadline);
    setSeconds(left());
  }

  useEffect(() => {
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - now()) / 1000));
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  return seconds;
}

/** "0:42", "1:05". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
