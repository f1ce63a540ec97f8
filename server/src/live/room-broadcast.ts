import type { ServerToClientEvents } from '@dozen/engine/contract';
import type { DozenServer } from './sockets.js';

/**
 * One event to every socket of a room on this instance, written straight to each socket's
 * WebSocket, as plain `ws` would. Socket.IO's own broadcast (`io.local.to(room).emit`) encodes the
 * packet once too, but then takes it through engine.io's packet path for each socket: a packet
 * object, its events, the write buffer, the flush and a write callback, which cost about half as
 * much again as the write itself at 15,000 sockets (docs/benchmarks.md). Nothing waits on those
 * callbacks for a broadcast.
 *
 * A socket whose engine.io connection has packets waiting (its transport not writable, or a
 * buffer not empty) gets the event through engine.io instead, behind them: frames of one socket
 * keep their order, so a screen never receives older counts after newer ones.
 */

/** What this module reads of an engine.io connection (engine.io types keep `writeBuffer` private). */
interface EngineConnection {
  readyState: string;
  writeBuffer: readonly unknown[];
  transport: {
    name: string;
    writable: boolean;
    socket?: { readyState: number; _socket: { write(data: Buffer): boolean } };
  };
}

const WEBSOCKET_OPEN = 1;
/** engine.io's packet type for a message (its protocol's "4"). */
const ENGINE_MESSAGE = '4';

export function broadcastToRoom<E extends keyof ServerToClientEvents>(
  io: DozenServer,
  room: string,
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): void {
  const namespace = io.of('/');
  const members = namespace.adapter.rooms.get(room);
  if (!members || members.size === 0) return;
  const [encoded] = io.encoder.encode({
    type: io._parser.PacketType.EVENT,
    nsp: '/',
    data: [event, ...args],
  }) as [string];
  const frame = textFrame(Buffer.from(ENGINE_MESSAGE + encoded));
  for (const id of members) {
    const socket = namespace.sockets.get(id);
    if (!socket) continue;
    const connection = socket.conn as unknown as EngineConnection;
    const { transport } = connection;
    const ws = transport.socket;
    if (
      connection.readyState === 'open' &&
      transport.name === 'websocket' &&
      transport.writable &&
      connection.writeBuffer.length === 0 &&
      ws?.readyState === WEBSOCKET_OPEN
    )
      ws._socket.write(frame);
    else socket.emit(event, ...args);
  }
}

/** A final, unmasked WebSocket text frame of `payload` (RFC 6455 §5.2), as a server sends it. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}
