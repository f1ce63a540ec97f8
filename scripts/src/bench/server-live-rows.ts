/** Part 2 of `npm run bench -- server` (`--only=live`): the figures of server-live.ts as rows. */
import type { Row } from './bench-table.js';
import { measureLive, type LiveOptions } from './server-live.js';

export interface LiveRows {
  rows: Row[];
  /** Plain `ws`'s delivery p99 to as many sockets: the count part's anchor when run beside it. */
  wsDeliveryP99: number;
}

export async function measureLiveRows(options: LiveOptions): Promise<LiveRows> {
  console.log(`live counts: ${options.sockets} sockets on each server, ${options.rounds} broadcasts each…`);
  const live = await measureLive({
    sockets: options.sockets,
    rounds: options.rounds,
    databaseUrl: options.databaseUrl,
  });
  const { dozen, bare, ws } = live;
  const rows: Row[] = [
    {
      figure: `stats delivery p99, ${options.sockets} sockets ÷ ws`,
      value: dozen.deliveryP99,
      anchor: ws.deliveryP99,
      unit: 'ms',
      goal: { kind: 'max', ratio: 1.0 },
    },
    {
      figure: 'stats delivery p50 ÷ ws',
      value: dozen.deliveryP50,
      anchor: ws.deliveryP50,
      unit: 'ms',
      goal: null,
    },
    {
      figure: 'bare Socket.IO delivery p99 ÷ ws',
      value: bare.deliveryP99,
      anchor: ws.deliveryP99,
      unit: 'ms',
      goal: null,
    },
    {
      figure: 'server CPU per broadcast ÷ ws',
      value: dozen.cpuMsPerBroadcast,
      anchor: ws.cpuMsPerBroadcast,
      unit: 'ms',
      goal: null,
    },
    {
      figure: 'server memory per socket ÷ bare Socket.IO',
      value: dozen.bytesPerSocket / 1024,
      anchor: bare.bytesPerSocket / 1024,
      unit: 'KiB',
      goal: { kind: 'max', ratio: 1.0 },
    },
    {
      figure: 'server memory per socket ÷ ws',
      value: dozen.bytesPerSocket / 1024,
      anchor: ws.bytesPerSocket / 1024,
      unit: 'KiB',
      goal: null,
    },
    {
      figure: 'server resident memory per socket ÷ bare Socket.IO',
      value: dozen.rssPerSocket / 1024,
      anchor: bare.rssPerSocket / 1024,
      unit: 'KiB',
      goal: null,
    },
    {
      figure: `change → receipt on all ${options.sockets}, p50 (pacing incl.)`,
      value: live.changeP50,
      anchor: null,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `change → receipt on all ${options.sockets}, p99 (pacing incl.)`,
      value: live.changeP99,
      anchor: null,
      unit: 'ms',
      goal: null,
    },
  ];
  return { rows, wsDeliveryP99: ws.deliveryP99 };
}
