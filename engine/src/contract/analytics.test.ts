import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_PROPS,
  MAX_EVENTS_PER_BATCH,
  ZEventBatchRequest,
  type AnalyticsEventName,
  type TAnalyticsProps,
} from './index.js';

/** One valid props value per event (undefined: the event carries none). */
const VALID_PROPS: { [N in AnalyticsEventName]: TAnalyticsProps[N] } = {
  page_visit: { screen: 'home' },
  how_to_play: undefined,
  view_targets: undefined,
  start_game: { how: 'new' },
  word_valid: { score: 11, length: 5 },
  word_invalid: { length: 2 },
  hints_open: undefined,
  hint_used: { number: 7 },
  reveal_open: undefined,
  reveal: { what: 'top_word' },
  continuous_mode: { on: true },
  share: { achievement: 'target_score', result: 'copied' },
  game_end: { score: 30, words: 4, continuous: false },
  sign_in_prompt: undefined,
  sign_in_start: undefined,
  sign_in_complete: { method: 'code' },
  sign_out: undefined,
  challenges_open: undefined,
  challenge_complete: { difficulty: 'hard' },
  archive_open: { from: 'home' },
  archive_start: { daysAgo: 3, how: 'new' },
  archive_end: { score: 30, words: 4, continuous: false },
  archive_share: { result: 'shared' },
};

const envelope = (name: string, extra: Record<string, unknown> = {}) => ({
  id: 'evt_0123456789abcdef',
  name,
  at: '2026-11-21T17:00:00.000Z',
  date: '2026-11-21',
  ...extra,
});

const accepts = (events: unknown[]) => ZEventBatchRequest.safeParse({ events }).success;

describe('analytics contract', () => {
  it('lists each event once, each with its props rule', () => {
    expect(new Set(ANALYTICS_EVENTS).size).toBe(ANALYTICS_EVENTS.length);
    expect(Object.keys(ANALYTICS_PROPS).sort()).toEqual([...ANALYTICS_EVENTS].sort());
  });

  it.each(ANALYTICS_EVENTS)('accepts %s with its props', (name) => {
    const props = VALID_PROPS[name];
    expect(accepts([envelope(name, props === undefined ? {} : { props })])).toBe(true);
  });

  it.each([
    ['an unknown event', envelope('page_view', { props: { screen: 'home' } })],
    ['a user id in the event', envelope('how_to_play', { userId: 'u_someone' })],
    ['props on an event that has none', envelope('how_to_play', { props: {} })],
    ['missing props', envelope('hint_used')],
    ['an unknown prop', envelope('hint_used', { props: { number: 1, email: 'a@b.example' } })],
    ['a free-text prop value', envelope('page_visit', { props: { screen: 'https://example.org/?q=me' } })],
    ['a prop out of range', envelope('hint_used', { props: { number: 9 } })],
    ['a short id', envelope('view_targets', { id: 'abc' })],
    ['an id with other characters', envelope('view_targets', { id: 'evt 0123456789abcdef' })],
    ['no date', { ...envelope('view_targets'), date: undefined }],
    ['an impossible date', envelope('view_targets', { date: '2026-02-30' })],
    ['a time that is not an instant', envelope('view_targets', { at: 'yesterday' })],
    ['a time before 2020', envelope('view_targets', { at: '0000-01-01T00:00:00Z' })],
    ['a time from 2100 on', envelope('view_targets', { at: '2100-01-01T00:00:00Z' })],
  ])('refuses %s', (_why, event) => {
    expect(accepts([event])).toBe(false);
  });

  it(`takes 1 to ${MAX_EVENTS_PER_BATCH} events and nothing beside them`, () => {
    const one = envelope('view_targets');
    expect(accepts([])).toBe(false);
    expect(accepts(Array.from({ length: MAX_EVENTS_PER_BATCH }, () => one))).toBe(true);
    expect(accepts(Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => one))).toBe(false);
    expect(ZEventBatchRequest.safeParse({ events: [one], userId: 'u_forged' }).success).toBe(false);
  });
});
