import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP forwarder in front of a real server that accepts connections at once but holds them, not
 * a byte passed either way, until `open()`: a store that is reachable but slow to answer, as a
 * Redis still loading its data or across a congested link is to a process that has just started.
 */
export interface HeldConnections {
  /** The forwarder's address as a `redis://` URL (the one store the tests put behind it). */
  url: string;
  /** Resolves when the first connection arrives (it is held). */
  firstConnection: Promise<void>;
  /** From now on every connection, held or new, is joined to the real server. */
  open(): void;
  close(): Promise<void>;
}

export async function holdConnections(target: { host: string; port: number }): Promise<HeldConnections> {
  let opened = false;
  const held: net.Socket[] = [];
  const sockets = new Set<net.Socket>();
  let arrived!: () => void;
  const firstConnection = new Promise<void>((resolve) => (arrived = resolve));

  const join = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    arrived();
    if (opened) join(client);
    else {
      // Not read: what the client sends waits in the socket until the forwarder opens.
      client.pause();
      held.push(client);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `redis://127.0.0.1:${port}`,
    firstConnection,
    open() {
      opened = true;
      for (const client of held.splice(0)) if (!client.destroyed) join(client);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
