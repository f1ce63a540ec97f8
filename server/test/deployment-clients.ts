/**
 * What the deployment tests (restart.test.ts) run through the proxy: players making a steady
 * stream of API requests, each recorded, and live clients running the browser's own connection
 * policy (client/src/api/socket.ts: connectLive + followDate), with the checks on them.
 */
import type { Dictionary } from '@dozen/engine';
import type { TLiveStats } from '@dozen/engine/contract';
import { connectLive, followDate, type LiveConnection } from '../../client/src/api/socket.js';
import type { Sql } from '../src/storage/database.js';
import { countDay } from '../src/storage/live-stats.js';
import { playOneWord, waitFor } from './live-support.js';
import { TestClient, type RequestOptions } from './test-client.js';

export const RECOVERY_MS = 5_000;
export const PLAYERS = 4;
/** Between one player's game and the next: a steady stream that leaves the machine's two cores some room. */
export const THINK_MS = 50;

export const now = () => performance.now();
export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RequestRecord {
  method: string;
  path: string;
  startedAt: number;
  endedAt?: number;
  status?: number;
  error?: string;
}

/** The harness's client, recording every request it makes. */
export class RecordingClient extends TestClient {
  constructor(
    baseUrl: string,
    private readonly records: RequestRecord[],
  ) {
    super(baseUrl);
  }

  override async request<T = unknown>(method: string, path: string, options?: RequestOptions) {
    const record: RequestRecord = { method, path, startedAt: now() };
    this.records.push(record);
    try {
      const response = await super.request<T>(method, path, options);
      record.status = response.status;
      return response;
    } catch (error) {
      record.error = String(error);
      throw error;
    } finally {
      record.endedAt = now();
    }
  }
}

export interface Players {
  records: RequestRecord[];
  /** `count` new players start now, each with a request (POST /api/session) under way at once. */
  arrive(count: number): void;
  stop(): Promise<void>;
}

/** Players, each playing one word of `dates` in turn as a new player, until stopped. */
export function startPlayers(url: string, dictionary: Dictionary, dates: readonly string[]): Players {
  const records: RequestRecord[] = [];
  const games: Array<Promise<unknown>> = [];
  let playing = true;
  // An error answer is recorded; the next player comes a little later, as a person would.
  const play = (pick: number) =>
    playOneWord(new RecordingClient(url, records), dictionary, {
      date: dates[pick % dates.length]!,
      pick,
    }).catch(() => delay(100));
  for (let player = 0; player < PLAYERS; player += 1)
    games.push(
      (async () => {
        for (let round = 0; playing; round += 1) {
          await play(player * 1_000 + round);
          await delay(THINK_MS);
        }
      })(),
    );
  return {
    records,
    arrive(count) {
      for (let i = 0; i < count; i += 1) games.push(play(100_000 + i));
    },
    async stop() {
      playing = false;
      await Promise.all(games);
    },
  };
}

export interface LiveClient {
  date: string;
  connection: LiveConnection;
  stats: Array<{ at: number; stats: TLiveStats }>;
  disconnects: Array<{ at: number; reason: string }>;
}

export function openLiveClient(url: string, date: string): LiveClient {
  const connection = connectLive(url, { socketOptions: { forceNew: true } });
  const client: LiveClient = { date, connection, stats: [], disconnects: [] };
  connection.socket.on('disconnect', (reason) => client.disconnects.push({ at: now(), reason }));
  followDate(connection.socket, date, { onStats: (stats) => client.stats.push({ at: now(), stats }) });
  return client;
}

/** Connected, and sent its date's counts since `since` and since its last disconnection. */
export function receivingSince(client: LiveClient, since: number): boolean {
  const lastLoss = client.disconnects.at(-1)?.at ?? 0;
  const from = Math.max(since, lastLoss);
  return client.connection.socket.connected && client.stats.some((entry) => entry.at > from);
}

/** Waits for every client to be `ready`; on timeout, says what each client went through. */
export async function waitForClients(
  what: string,
  clients: readonly LiveClient[],
  ready: (client: LiveClient) => boolean,
  since: number,
): Promise<void> {
  try {
    await waitFor(what, () => clients.every(ready) || undefined, RECOVERY_MS);
  } catch (error) {
    const ms = (at: number) => Math.round(at - since);
    const lines = clients.map(
      (client, i) =>
        `client ${i} (${client.date}) ${ready(client) ? 'ok' : 'NOT OK'}: connected=${client.connection.socket.connected}` +
        ` losses=${JSON.stringify(client.disconnects.map((loss) => [ms(loss.at), loss.reason]))}` +
        ` last counts at ${client.stats.length ? ms(client.stats.at(-1)!.at) : '-'} ms: ${JSON.stringify(client.stats.at(-1)?.stats)}`,
    );
    throw new Error(`${(error as Error).message} (times from the stop)\n${lines.join('\n')}`, {
      cause: error,
    });
  }
}

/** Every client ends on Postgres' counts of its date: live, not frozen. */
export async function expectCountsOfPostgres(
  clients: readonly LiveClient[],
  sql: Sql,
  since: number,
): Promise<void> {
  const truth = new Map<string, TLiveStats>();
  for (const date of new Set(clients.map((client) => client.date)))
    truth.set(date, await countDay(sql, date));
  await waitForClients(
    `every client's counts equal to Postgres ${JSON.stringify([...truth.values()])}`,
    clients,
    (client) => JSON.stringify(client.stats.at(-1)?.stats) === JSON.stringify(truth.get(client.date)),
    since,
  );
}
