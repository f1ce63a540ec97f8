import { countdownText } from '@dozen/engine';
import { useEffect, useState } from 'react';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Re-read the clock at least this often: a sleeping laptop's timers fire late. */
const MAX_WAIT_MS = MINUTE;

/**
 * How long until the countdown text next changes. The text rounds down (whole minutes above an
 * hour, whole seconds below), so it changes one millisecond after the time left crosses a
 * boundary: '5 Hours Left' at exactly 5 h, '4h 59m Left' just after.
 */
export function msUntilNextChange(msLeft: number): number {
  if (msLeft <= 0) return MAX_WAIT_MS;
  const step = msLeft > HOUR ? MINUTE : SECOND;
  return Math.min((msLeft % step) + 1, MAX_WAIT_MS);
}

/**
 * The countdown of spec 000 §2 to `targetIso` (the server's nextRolloverAt): re-rendered only when
 * the text changes, every second in the last hour. Answers null until the target is known.
 */
export function useCountdown(
  targetIso: string | undefined,
  now: () => number = Date.now,
): { text: string; msLeft: number } | null {
  const target = targetIso ? Date.parse(targetIso) : Number.NaN;
  const left = () => (Number.isNaN(target) ? 0 : Math.max(0, target - now()));
  const [state, setState] = useState(() => ({ target, msLeft: left() }));
  // A new target (first stats, or the next day) is shown in the same render, never a stale 00:00.
  if (!Object.is(state.target, target)) setState({ target, msLeft: left() });

  useEffect(() => {
    if (Number.isNaN(target)) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const msLeft = Math.max(0, target - now());
      setState({ target, msLeft });
      if (msLeft > 0) timer = setTimeout(tick, msUntilNextChange(msLeft) + 4);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target, now]);

  if (Number.isNaN(target)) return null;
  return { text: countdownText(state.msLeft), msLeft: state.msLeft };
}
