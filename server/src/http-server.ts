import http, { type RequestListener } from 'node:http';
import net from 'node:net';

/**
 * The HTTP server and its graceful stop behind a keep-alive proxy (deploy/nginx.conf).
 *
 * A proxy reuses idle upstream connections. If the server closes one at the moment the proxy
 * sends a request on it, the proxy sees a reset it may not retry (a POST may have been read), and
 * the player gets a 502. So the server never closes an idle connection the proxy may still use:
 * - in normal operation, the proxy drops idle connections sooner than Node does (nginx's upstream
 *   `keepalive_timeout` must stay below KEEP_ALIVE_TIMEOUT_MS);
 * - while draining, the server stops accepting connections (the proxy's connect is refused: it
 *   tries the next instance, safely, since nothing was sent), answers every request that still
 *   arrives on an open connection normally but with `Connection: close` (the proxy then drops
 *   it), and lets the proxy's idle timeout close the rest. Only after `deadlineMs` does it
 *   close what is left: a request slower than that, or a client that is not the proxy.
 */

/** Node's idle keep-alive timeout (it closes idle connections 1 s after this). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * The accept queue asked of the kernel. After a restart every client of the instance reconnects
 * within a few seconds, faster than one process accepts them; connections that find the queue full
 * are dropped, and a client whose SYN is dropped tries again only after 1, 3, 7, 15 s. Node's
 * default is 511; Linux caps what is asked at `net.core.somaxconn` (4096 by default since 5.4), so
 * asking 4096 gets what the machine allows.
 */
export const LISTEN_BACKLOG = 4096;

/** Listens on `port` and `host` (with LISTEN_BACKLOG unless told); rejects if the port cannot be had. */
export function listen(
  server: net.Server,
  port: number,
  host: string,
  backlog = LISTEN_BACKLOG,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, backlog }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export interface DrainableServer {
  server: http.Server;
  /**
   * Stops accepting, closes each connection after its current answer, and resolves once every
   * connection has ended, or after `deadlineMs` with the number of connections it had to cut.
   */
  drain(deadlineMs: number): Promise<{ cut: number }>;
}

export function createDrainableServer(
  listener: RequestListener,
  options: http.ServerOptions = {},
): DrainableServer {
  let draining = false;
  const server = http.createServer(options, (req, res) => {
    if (draining) res.setHeader('Connection', 'close');
    listener(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

  // Every socket, upgraded WebSockets included (Node's own closeAllConnections skips those).
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  return {
    server,
    async drain(deadlineMs) {
      draining = true;
      // net.Server's close, not http.Server's: the latter also closes idle keep-alive connections
      // at once, which is exactly the race with the proxy described above.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      const outcome = await Promise.race([closed, deadline]);
      clearTimeout(timer);
      if (outcome !== 'deadline') return { cut: 0 };
      const cut = sockets.size;
      for (const socket of sockets) socket.destroy();
      await closed;
      return { cut };
    },
  };
}
