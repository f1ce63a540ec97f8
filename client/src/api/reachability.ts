import { canReachServer, onConnectivityChange } from './connectivity.js';
import { getHealth } from './http.js';
import { keepTrying } from './keep-trying.js';

/**
 * While Dozen cannot be reached, asks it now and then whether it can (GET /api/health, the
 * cheapest answer it gives), on keep-trying.ts's backoff and at every sign of connectivity. Its
 * answer is what tells the banner, the paused queries and the kept work that Dozen is back when no
 * event ever says so (a browser that never fires `online`; wi-fi that comes back behind a portal).
 * Started once, from main.tsx; answers the stop.
 */
export function watchReachability(): () => void {
  const probe = keepTrying(async () => {
    if (canReachServer()) return false;
    await getHealth().catch(() => undefined);
    return !canReachServer();
  });
  const whenCut = () => {
    if (!canReachServer()) probe.keep();
  };
  const stopWatching = onConnectivityChange(whenCut);
  whenCut();
  return () => {
    stopWatching();
    probe.stop();
  };
}
