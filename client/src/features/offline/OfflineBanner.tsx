import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../api/connectivity.js';
import './OfflineBanner.css';

export const OFFLINE_MESSAGE =
  "You're offline. Dozen keeps your game on this device; words you spell are checked when you're back online.";
export const BACK_ONLINE_MESSAGE = 'Back online.';
const BACK_ONLINE_SHOWN_MS = 3000;

/**
 * The connection's state, on every page. One live region (role="status", present from the start
 * so screen readers hear its changes): what offline means for the game while offline, and a short
 * "Back online." after. A fixed bar at the bottom, so the page never moves under the player.
 */
export function OfflineBanner() {
  const online = useOnline();
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

  const message = !online ? OFFLINE_MESSAGE : justReconnected ? BACK_ONLINE_MESSAGE : '';
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
