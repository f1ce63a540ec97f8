import { countdownText } from '@dozen/engine';
import { useEffect, useState } from 'react';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Re-read the clock at least this often: a sleeping laptop's timers fire late. */
const MAX_WAIT_MS = MINUTE;

/** How long until the countdown text can next change (it shows minutes until the last hour). */
export function msUntilNextChange(msLeft: number): number {
  if (msLeft <= 0) return MAX_WAIT_MS;
  // Above an hour the text shows whole minutes; the minute boundary at exactly one hour is also
  // where it switches to mm:ss.
  const step = msLeft > HOUR ? MINUTE : SECOND;
  return Math.min(msLeft % step || step, MAX_WAIT_MS);
}

/**
 * The countdown of spec 000 §2 to `targetIso` (the server's nextRolloverAt): re-rendered only when
 * the text changes, every second in the last hour. Answers null until the target is known.
 */
export function useCountdown(targetIso: string | undefined, now: () => number = Date.now): { text: string; msLeft: number } | null {
  const target = targetIso ? Date.parse(targetIso) : Number.NaN;
  const [msLeft, setMsLeft] = useState(() => (Number.isNaN(target) ? 0 : Math.max(0, target - now())));

  useEffect(() => {
    if (Number.isNaN(target)) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = Math.max(0, target - now());
      setMsLeft(left);
      if (left > 0) timer = setTimeout(tick, msUntilNextChange(left) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target, now]);

  if (Number.isNaN(target)) return null;
  return { text: countdownText(msLeft), msLeft };
}
