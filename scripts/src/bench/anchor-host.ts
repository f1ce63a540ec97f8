/**
 * Child process of `npm run bench -- server`: hosts ONE HTTP anchor (server-anchors.ts), so that
 * no anchor shares a process with the app under test or with another anchor. Served side by side
 * in one process, their requests pass through the same Node HTTP code on objects of different
 * shapes (the app's requests are made on Express's prototypes from the start, plain Express's are
 * not), and V8 then runs that code on slower polymorphic paths for all of them: measured on
 * submit-game, the in-process floor cost the app ~20 µs of CPU a game (docs/benchmarks.md).
 */
import { loadDictionary } from '@dozen/server/dictionary/load';
import { processCpuMs } from './cpu-spent.js';
import { parentChannel } from './ipc.js';
import { startBareServer, startExpressFloor, startSubmitFloor, type Anchor } from './server-anchors.js';

export type AnchorKind = 'bare' | 'express-floor' | 'hosted-floor' | 'submit-floor';

export type AnchorHostRequest =
  | { type: 'start'; kind: AnchorKind; /** the day's letters (validate-word's anchors) */ letters: string }
  | { type: 'cpu' };

export type AnchorHostReply =
  | { type: 'listening'; url: string }
  /** This process's CPU (user + system) so far, ms. */
  | { type: 'cpu'; ms: number };

const channel = parentChannel<AnchorHostReply>();
let anchor: Anchor | undefined;

async function start(kind: AnchorKind, letters: string): Promise<Anchor> {
  if (kind === 'submit-floor') return startSubmitFloor();
  const dictionary = await loadDictionary();
  if (kind === 'bare') return startBareServer(dictionary, letters);
  return startExpressFloor(dictionary, letters, { hosted: kind === 'hosted-floor' });
}

process.on('message', (message: AnchorHostRequest) => {
  if (message.type === 'cpu') {
    channel.reply({ type: 'cpu', ms: processCpuMs() });
    return;
  }
  if (anchor) {
    channel.reply({ type: 'failed', reason: 'this host already serves an anchor' });
    return;
  }
  start(message.kind, message.letters).then(
    (started) => {
      anchor = started;
      channel.reply({ type: 'listening', url: started.url });
    },
    (error: unknown) =>
      channel.reply({ type: 'failed', reason: `the anchor did not start: ${String(error)}` }),
  );
});
