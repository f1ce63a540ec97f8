import { describe, expect, it } from 'vitest';
import { ZArchiveMonthResponse, ZPlayerHistoryResponse, ZValidateWordResponse } from '@dozen/engine/contract';
import { continuousRequest, gameRequest, honestWords, perfectGame } from './game-helpers.js';
import { FIRST, PLAYED, playArchive, withArchiveStory, race } from './archive-story.js';

/**
 * Past puzzles (archive-story.ts) beside the day's race: archive games move nothing of it, and the
 * month view and history show a day's result and its archive games apart.
 */

describe('past puzzles beside the day’s race', () => {
  const story = withArchiveStory();

  it('archive games move nothing of the race: counts, live stats, streaks, history, challenges and eligibility, ranks, profile', async () => {
    const { server, a, b, c, pools } = story;
    const before = await race(story);
    // Sanity: the snapshot holds what it must compare.
    expect(JSON.stringify(before)).toContain('"eligible":true');
    expect(JSON.stringify(before)).toContain('"eligible":false');

    const played = pools.get(PLAYED)!;
    // A perfect game of yesterday: would complete B's challenges of that day and reach every
    // target if it were a day game; C's three would make C eligible.
    await playArchive(a, perfectGame(a.userId!, played));
    await playArchive(b, perfectGame(b.userId!, played));
    await playArchive(b, gameRequest(b.userId!, FIRST, honestWords(pools.get(FIRST)!, server.dictionary, 3)));
    await playArchive(b, continuousRequest(b.userId!, PLAYED, [played.topWord]));
    for (const date of ['2026-11-13', '2026-11-14', '2026-11-15'])
      await playArchive(c, perfectGame(c.userId!, pools.get(date)!));
    // Words of a player who never played: the archive's validate-word marks nobody as playing.
    const d = server.client();
    await d.session();
    for (const word of played.optimalWordCombination) {
      const judged = await d.post('/api/archive/validate-word', { word, date: PLAYED });
      expect(ZValidateWordResponse.parse(judged.body)).toMatchObject({ valid: true, word });
    }

    expect(await race(story)).toEqual(before);
    const stored = await server.sql`select count(*)::int as n from archive_games`;
    expect(stored[0]!.n).toBe(7);
  });

  it('keeps the result of the day beside the archive games: month view and history show both', async () => {
    const { a, b, pools } = story;
    const entry = await a.get(`/api/game-entry/${a.userId}/${PLAYED}`);
    const month = await a.get('/api/archive/months/2026-11');
    expect(month.status, month.text).toBe(200);
    const view = ZArchiveMonthResponse.parse(month.body);
    expect(view).toMatchObject({ month: '2026-11', firstDate: FIRST, lastDate: PLAYED });
    expect(view.days.map((day) => day.date)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      PLAYED,
    ]);
    const day = view.days.find((d) => d.date === PLAYED)!;
    expect(day.label).toBe('Monday, November 16');
    expect(day.targetScore).toBe(pools.get(PLAYED)!.maxPossibleScore);
    // On the day: two short words, not the Target Score; later: the perfect game.
    expect(day.onTheDay).toMatchObject({ games: 1, targetScore: false });
    expect(day.later).toMatchObject({
      games: 1,
      targetScore: true,
      bestScore: pools.get(PLAYED)!.maxPossibleScore,
    });
    expect(view.days.filter((d) => d.date !== PLAYED).every((d) => !d.onTheDay && !d.later)).toBe(true);

    // The entry of the day is what it was; the history lists the day in both places.
    expect((await a.get(`/api/game-entry/${a.userId}/${PLAYED}`)).body).toEqual(entry.body);
    const history = ZPlayerHistoryResponse.parse((await a.get(`/api/player-history/${a.userId}`)).body);
    expect(history.entries.map((e) => e.date)).toEqual([PLAYED]);
    expect(history.later).toEqual([
      expect.objectContaining({
        date: PLAYED,
        dateLabel: 'Mon, Nov 16',
        dayTargetScore: pools.get(PLAYED)!.maxPossibleScore,
        result: day.later,
      }),
    ]);

    // B: several days later, newest play first; continuous games count as games, not scores.
    const bHistory = ZPlayerHistoryResponse.parse((await b.get(`/api/player-history/${b.userId}`)).body);
    expect(bHistory.later.map((l) => l.date)).toEqual([PLAYED, FIRST]);
    expect(bHistory.later[0]!.result).toMatchObject({ games: 2, targetScore: true });
  });
});
