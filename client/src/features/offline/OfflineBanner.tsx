import { useEffect, useRef, useState } from 'react';
import { useConnectivity, type Connectivity } from '../../api/connectivity.js';
import './OfflineBanner.css';

export const OFFLINE_MESSAGE =
  "You're offline. Dozen keeps your game on this device; words you spell are checked when you're back online.";
export const UNREACHABLE_MESSAGE =
  "Can't reach Dozen right now. Your game is kept on this device; words you spell are checked as soon as Dozen answers.";
export const BACK_ONLINE_MESSAGE = 'Back online.';
const BACK_ONLINE_SHOWN_MS = 3000;

const CUT_MESSAGE: Record<Exclude<Connectivity, 'online'>, string> = {
  offline: OFFLINE_MESSAGE,
  unreachable: UNREACHABLE_MESSAGE,
};

/**
 * The connection's state, on every page, as the app's one connectivity state has it
 * (api/connectivity.ts): the browser offline, or Dozen not answering behind a network the browser
 * calls live, each saying what it means for the game; and a short "Back online." after. One live
 * region (role="status", present from the start so screen readers hear its changes), whose text
 * changes once per change of state. A fixed bar at the bottom, so the page never moves under the
 * player.
 */
export function OfflineBanner() {
  const connectivity = useConnectivity();
  const online = connectivity === 'online';
  const [justReconnected, setJustReconnected] = useState(false);
  const wasOnline = useRef(online);

  useEffect(() => {
    document.documentElement.classList.toggle('is-offline', !online);
    const reconnected = online && !wasOnline.current;
    wasOnline.current = online;
    setJustReconnected(reconnected);
    if (!reconnected) return;
    const timer = setTimeout(() => setJustReconnected(false), BACK_ONLINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const message = !online ? CUT_MESSAGE[connectivity] : justReconnected ? BACK_ONLINE_MESSAGE : '';
  return (
    <div
      className={message ? 'connection-status is-shown' : 'connection-status'}
      role="status"
      data-testid="connection-status"
    >
      {message}
    </div>
  );
}
