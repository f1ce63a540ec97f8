import { z } from 'zod';
import { ZInstant, ZPuzzleDate } from './common.js';

/**
 * Our own analytics (spec 000 §7 "analytics events … for game actions"): the events the client
 * records and POST /api/events stores. Every event says what happened, when by the client's clock,
 * and for which puzzle date; its few props are numbers, booleans and fixed words, never free
 * text, so nothing personal can ride along. Who did it is the session's user, never the body's.
 * (The client imports only types from here: zod stays out of its entry bundle.)
 */

/** Every event name, in one list. */
export const ANALYTICS_EVENTS = [
  /** A page load of the app (props.screen: where it landed). */
  'page_visit',
  'how_to_play',
  'view_targets',
  /** A game begins on the game screen: new, restored after a reload, or another one the same day. */
  'start_game',
  'word_valid',
  /** A word the rules refused ("Whoops!"); a repeat ("Nice Try!") is not sent to the server and not counted. */
  'word_invalid',
  'hints_open',
  'hint_used',
  'reveal_open',
  'reveal',
  'continuous_mode',
  /** The player pressed Share (props.result: what the share sheet or clipboard did). */
  'share',
  'game_end',
  'sign_in_prompt',
  'sign_in_start',
  'sign_in_complete',
  'sign_out',
  'challenges_open',
  'challenge_complete',
  /**
   * Past puzzles, counted apart from the day's funnel: an archive game sends none of
   * the events above, only these, dated by the day the player is on (not the puzzle's).
   */
  'archive_open',
  'archive_start',
  'archive_end',
  'archive_share',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Events per POST: with the props' bounds a full batch stays far below the 16 KB body limit. */
export const MAX_EVENTS_PER_BATCH = 50;

const count = (max: number) => z.number().int().min(0).max(max);

/** Each event's props, or null for an event that carries none (any props are then refused). */
export const ANALYTICS_PROPS = {
  page_visit: z.strictObject({ screen: z.enum(['home', 'game', 'auth_complete', 'other']) }),
  how_to_play: null,
  view_targets: null,
  start_game: z.strictObject({ how: z.enum(['new', 'restored', 'again']) }),
  word_valid: z.strictObject({ score: count(100), length: z.number().int().min(1).max(12) }),
  word_invalid: z.strictObject({ length: z.number().int().min(1).max(12) }),
  hints_open: null,
  hint_used: z.strictObject({ number: z.number().int().min(1).max(8) }),
  reveal_open: null,
  reveal: z.strictObject({ what: z.enum(['top_word', 'target_words', 'targets']) }),
  continuous_mode: z.strictObject({ on: z.boolean() }),
  share: z.strictObject({
    // What was shared: a celebration's achievement, or the game at its end (Game Complete).
    achievement: z.enum(['top_word', 'all_targets', 'target_score', 'game_complete']),
    result: z.enum(['shared', 'copied', 'cancelled', 'failed']),
  }),
  game_end: z.strictObject({ score: count(10_000), words: count(400), continuous: z.boolean() }),
  sign_in_prompt: null,
  sign_in_start: null,
  sign_in_complete: z.strictObject({ method: z.enum(['code', 'link']) }),
  sign_out: null,
  challenges_open: null,
  challenge_complete: z.strictObject({ difficulty: z.enum(['easy', 'medium', 'hard']) }),
  /** The archive was opened (from: the home screen, Your Stats, or a link). */
  archive_open: z.strictObject({ from: z.enum(['home', 'stats', 'link']) }),
  /** A past day's game begins; daysAgo: how long ago its day was. */
  archive_start: z.strictObject({ daysAgo: count(3_650), how: z.enum(['new', 'restored', 'again']) }),
  archive_end: z.strictObject({ score: count(10_000), words: count(400), continuous: z.boolean() }),
  archive_share: z.strictObject({ result: z.enum(['shared', 'copied', 'cancelled', 'failed']) }),
} as const satisfies Record<AnalyticsEventName, z.ZodObject | null>;

type PropsSchemas = typeof ANALYTICS_PROPS;
/** The props of each event (undefined: it has none). */
export type TAnalyticsProps = {
  [N in AnalyticsEventName]: PropsSchemas[N] extends z.ZodType ? z.infer<PropsSchemas[N]> : undefined;
};

/** A client-made id per event: a re-sent batch stores nothing twice. */
export const ZAnalyticsEventId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Expected an event id');

/**
 * The client's clock, as an instant between 2020 and 2100: a device's clock can be wrong, but not
 * beyond what a timestamp column and a report can hold.
 */
const EARLIEST = Date.UTC(2020, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);
export const ZClientInstant = ZInstant.refine((value) => {
  const ms = Date.parse(value);
  return ms >= EARLIEST && ms < LATEST;
}, 'Expected an instant between 2020 and 2100');

interface EventEnvelope<N extends AnalyticsEventName> {
  id: string;
  name: N;
  /** When it happened, by the client's clock (ISO 8601). */
  at: string;
  /** The puzzle date it belongs to (the game's date for game events). */
  date: string;
}
export type TAnalyticsEvent = {
  [N in AnalyticsEventName]: EventEnvelope<N> &
    (TAnalyticsProps[N] extends undefined ? { props?: never } : { props: TAnalyticsProps[N] });
}[AnalyticsEventName];

function eventSchema(name: AnalyticsEventName) {
  const envelope = { id: ZAnalyticsEventId, name: z.literal(name), at: ZClientInstant, date: ZPuzzleDate };
  const props = ANALYTICS_PROPS[name];
  return props ? z.strictObject({ ...envelope, props }) : z.strictObject(envelope);
}

const eventSchemas = ANALYTICS_EVENTS.map(eventSchema) as [
  ReturnType<typeof eventSchema>,
  ...ReturnType<typeof eventSchema>[],
];
export const ZAnalyticsEvent = z.discriminatedUnion(
  'name',
  eventSchemas,
) as unknown as z.ZodType<TAnalyticsEvent>;

// ---- POST /api/events (JSON, or the text/plain JSON that navigator.sendBeacon sends)
export const ZEventBatchRequest = z.strictObject({
  events: z.array(ZAnalyticsEvent).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type TEventBatchRequest = z.infer<typeof ZEventBatchRequest>;
/** How many of the batch's events were new (a re-sent batch stores 0). */
export const ZEventBatchResponse = z.strictObject({ stored: z.number().int().min(0) });
export type TEventBatchResponse = z.infer<typeof ZEventBatchResponse>;
