/**
 * validate-word's figures for `npm run bench -- server`: the real route and its anchors
 * (server-anchors.ts: bare node:http, the Express floor, and that floor hosted like the app; each in
 * a process of its own, anchor-host.ts) under the same load (wrk-load.ts, wrk in a process of its
 * own). The machine may be shared, so they are measured in interleaved rounds (dozen, bare,
 * floor, hosted floor, dozen, …) after a warm-up, and each figure sums its rounds: a burst of load
 * from elsewhere then falls on all, not on one.
 */
import { startAnchorProcess } from './anchor-process.js';
import { summariseRounds, type LoadResult, type LoadRound } from './load-rounds.js';
import { runLoad } from './wrk-load.js';

export interface WordsLoad {
  /** Total seconds per target, split over `rounds`. */
  duration: number;
  rounds: number;
  connections: number;
}

export interface WordsTarget {
  url: string;
  /** The request every connection sends, each with the next of `cookies` (one session each). */
  request: { body: string; headers: Record<string, string>; cookies: string[] };
  letters: string;
}

const WARM_UP_SECONDS = 1;

export async function measureValidateWord(
  app: WordsTarget,
  load: WordsLoad,
): Promise<{ dozen: LoadResult; bare: LoadResult; floor: LoadResult; hostedFloor: LoadResult }> {
  // Each anchor in a process of its own, apart from the app and from each other (anchor-host.ts).
  const [bare, floor, hostedFloor] = await Promise.all([
    startAnchorProcess('bare', app.letters),
    startAnchorProcess('express-floor', app.letters),
    startAnchorProcess('hosted-floor', app.letters),
  ]);
  const { body, ...request } = app.request;
  const run = async (url: string, seconds: number): Promise<LoadRound> => {
    const done = await runLoad({ url, connections: load.connections, seconds, bodies: [body], ...request });
    if (done.non2xx > 0 || done.errors > 0)
      console.warn(`  ${url}: ${done.non2xx} non-2xx answers, ${done.errors} errors`);
    return done;
  };
  try {
    const urls = { dozen: app.url, bare: bare.url, floor: floor.url, hostedFloor: hostedFloor.url };
    const rounds = {
      dozen: [] as LoadRound[],
      bare: [] as LoadRound[],
      floor: [] as LoadRound[],
      hostedFloor: [] as LoadRound[],
    };
    for (const url of Object.values(urls)) await run(url, WARM_UP_SECONDS);
    for (let round = 0; round < load.rounds; round += 1) {
      for (const name of ['dozen', 'bare', 'floor', 'hostedFloor'] as const) {
        rounds[name].push(await run(urls[name], load.duration / load.rounds));
      }
    }
    return {
      dozen: summariseRounds(rounds.dozen),
      bare: summariseRounds(rounds.bare),
      floor: summariseRounds(rounds.floor),
      hostedFloor: summariseRounds(rounds.hostedFloor),
    };
  } finally {
    bare.close();
    floor.close();
    hostedFloor.close();
  }
}
