/**
 * validate-word's figures for `npm run bench -- server`: the real route and its two anchors
 * (server-anchors.ts) under the same autocannon load. The machine may be shared, so the three are
 * measured in interleaved rounds (dozen, bare, floor, dozen, …) after a warm-up, and each figure
 * sums its rounds: a burst of load from elsewhere then falls on all three, not on one.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Dictionary } from '@dozen/engine';
import { startBareServer, startExpressFloor } from './server-anchors.js';

export interface LoadResult {
  requestsPerSecond: number;
  /** The median of the rounds' p99 latencies, in ms. */
  p99: number;
}

export interface WordsLoad {
  /** Total seconds per target, split over `rounds`. */
  duration: number;
  rounds: number;
  connections: number;
}

export interface WordsTarget {
  url: string;
  request: { body: string; headers: Record<string, string> };
  dictionary: Dictionary;
  letters: string;
}

const WARM_UP_SECONDS = 1;

export async function measureValidateWord(
  app: WordsTarget,
  load: WordsLoad,
): Promise<{ dozen: LoadResult; bare: LoadResult; floor: LoadResult }> {
  const bare = await startBareServer(app.dictionary, app.letters);
  const floor = await startExpressFloor(app.dictionary, app.letters);
  try {
    const urls = { dozen: app.url, bare: bare.url, floor: floor.url };
    const rounds = { dozen: [] as Round[], bare: [] as Round[], floor: [] as Round[] };
    for (const url of Object.values(urls))
      await autocannon(url, app.request, load.connections, WARM_UP_SECONDS);
    for (let round = 0; round < load.rounds; round += 1) {
      for (const name of ['dozen', 'bare', 'floor'] as const) {
        rounds[name].push(
          await autocannon(urls[name], app.request, load.connections, load.duration / load.rounds),
        );
      }
    }
    return { dozen: summarise(rounds.dozen), bare: summarise(rounds.bare), floor: summarise(rounds.floor) };
  } finally {
    await bare.close();
    await floor.close();
  }
}

interface Round {
  requests: number;
  seconds: number;
  p99: number;
}

function summarise(rounds: Round[]): LoadResult {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const p99s = rounds.map((round) => round.p99).sort((a, b) => a - b);
  return { requestsPerSecond: requests / seconds, p99: p99s[Math.floor(p99s.length / 2)]! };
}

/** autocannon in a child process, so the load generator is not on the server's event loop. */
async function autocannon(
  url: string,
  request: WordsTarget['request'],
  connections: number,
  seconds: number,
): Promise<Round> {
  const bin = createRequire(import.meta.url).resolve('autocannon');
  const args = [
    bin,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    'POST',
    '-b',
    request.body,
  ];
  for (const [name, value] of Object.entries(request.headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as {
    requests: { total: number };
    duration: number;
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 };
}
