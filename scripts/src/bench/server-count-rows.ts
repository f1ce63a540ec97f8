/** Part 5 of `npm run bench -- server` (`--only=count`): the figures of server-count.ts as rows. */
import type { TWordScore } from '@dozen/engine/contract';
import { DEFAULT_PACING } from '@dozen/server/live/broadcast-pacer';
import type { Row } from './bench-table.js';
import { measureCountLatency } from './server-count.js';

/** The 250 ms goal of a change reaching every screen, as the anchor of its figures. */
const SCREEN_GOAL_MS = 250;

export interface CountPartOptions {
  databaseUrl: string;
  date: string;
  /** An honest game of the day; its first word is a new player's first valid word. */
  game: TWordScore[];
  changes: number;
  countSockets: number;
  loadRate: number;
  loadSeconds: number;
  /** Server processes sharing PostgreSQL and `redisUrl` (one: in-process counters). */
  instances: number;
  redisUrl: string | undefined;
  /**
   * Plain `ws`'s delivery p99 to `countSockets` sockets, measured in the same run (`--only=live,count`
   * with `--count-sockets` = `--sockets`): the p99s to the screen are set against it too. Goal ≤ 1.2.
   */
  wsDeliveryP99?: number;
}

export async function measureCount(options: CountPartOptions): Promise<Row[]> {
  console.log(
    `count on another screen: ${options.changes} changes apart and ${options.changes} back to back${options.countSockets ? `, ${options.countSockets} more sockets watching` : ''}; then ${options.loadRate} changes a second for ${options.loadSeconds} s…`,
  );
  const { apart, backToBack, load } = await measureCountLatency({
    databaseUrl: options.databaseUrl,
    date: options.date,
    word: options.game[0]!.word,
    game: options.game,
    changes: options.changes,
    backgroundSockets: options.countSockets,
    loadRate: options.loadRate,
    loadSeconds: options.loadSeconds,
    instances: options.instances,
    redisUrl: options.redisUrl,
  });
  const screens =
    (options.countSockets ? `, ${options.countSockets} sockets` : '') +
    (options.instances > 1 ? ` on ${options.instances} instances` : '');
  const goal = { kind: 'max', ratio: 1 } as const;
  const rows: Row[] = [
    {
      figure: `change → screen p50, apart${screens} ÷ 250 ms goal`,
      value: apart.p50,
      anchor: SCREEN_GOAL_MS,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `change → screen p99, apart${screens} ÷ 250 ms goal`,
      value: apart.p99,
      anchor: SCREEN_GOAL_MS,
      unit: 'ms',
      goal,
    },
    {
      figure: `stored → screen p99, apart${screens} ÷ 250 ms goal`,
      value: apart.storedP99,
      anchor: SCREEN_GOAL_MS,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `change → screen p50, back to back${screens} ÷ 250 ms goal`,
      value: backToBack.p50,
      anchor: SCREEN_GOAL_MS,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `change → screen p99, back to back${screens} ÷ 250 ms goal`,
      value: backToBack.p99,
      anchor: SCREEN_GOAL_MS,
      unit: 'ms',
      goal,
    },
    {
      figure: `stored → screen p99, back to back${screens} ÷ 250 ms goal`,
      value: backToBack.storedP99,
      anchor: SCREEN_GOAL_MS,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `broadcasts a screen got in any 1 s at ${options.loadRate} changes/s ÷ server bound`,
      value: load.maxInAnySecond,
      anchor: Math.ceil(1_000 / DEFAULT_PACING.minIntervalMs),
      unit: '',
      goal: null,
    },
    {
      figure: `broadcasts a second on the screen at ${options.loadRate} changes/s, mean`,
      value: load.meanPerSecond,
      anchor: null,
      unit: '/s',
      goal: null,
    },
    {
      figure: `shortest gap between two broadcasts on the screen ÷ pacing interval`,
      value: load.minGapMs,
      anchor: DEFAULT_PACING.minIntervalMs,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `a change's request answered at ${options.loadRate} changes/s${screens}, p50`,
      value: load.answeredP50,
      anchor: null,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `a change's request answered at ${options.loadRate} changes/s${screens}, p99`,
      value: load.answeredP99,
      anchor: null,
      unit: 'ms',
      goal: null,
    },
    {
      figure: `counts that went backwards on the screen`,
      value: load.stepsBack,
      anchor: null,
      unit: '',
      goal: null,
    },
  ];
  const ws = options.wsDeliveryP99;
  if (ws === undefined) return rows;
  const againstWs = (figure: string, value: number): Row => ({
    figure: `${figure} ÷ ws delivery p99`,
    value,
    anchor: ws,
    unit: 'ms',
    goal: { kind: 'max', ratio: 1.2 },
  });
  return [
    ...rows,
    againstWs(`change → screen p99, apart${screens}`, apart.p99),
    againstWs(`change → screen p99, back to back${screens}`, backToBack.p99),
  ];
}
