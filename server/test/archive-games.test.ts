import { describe, expect, it } from 'vitest';
import { scoreWord } from '@dozen/engine';
import {
  MISSED_WORDS_SHOWN,
  ZArchiveMonthResponse,
  ZShareTokenResponse,
  type TSubmitGameRequest,
} from '@dozen/engine/contract';
import { mergeAnonymousInto } from '../src/auth/merge.js';
import { createShareImageService } from '../src/services/share-image.js';
import { createShareTokens } from '../src/share-image/share-token.js';
import { shareCardSvg } from '../src/share-image/template.js';
import { scorePreview } from '../src/http/link-preview.js';
import { clashingWords, continuousRequest, foreignWord, gameRequest, honestWords } from './game-helpers.js';
import { cardTexts, isAllowedCardText } from './share-card-text.js';
import { PLAYED, errorCode, archiveGame, playArchive, withArchiveStory } from './archive-story.js';

/**
 * Archive games (archive-story.ts): judged as submit-game judges, stored once, shared with their
 * own signed token, and moved with an anonymous player's data into the account.
 */

describe('archive games', () => {
  const story = withArchiveStory();

  it('judges a game like submit-game: targets, answers, and forgeries refused with nothing stored', async () => {
    const { server, a, b, pools } = story;
    const pool = pools.get('2026-11-15')!;
    const words = honestWords(pool, server.dictionary, 2);
    const game = await playArchive(a, gameRequest(a.userId!, pool.date, words));
    expect(game).toMatchObject({
      date: pool.date,
      label: 'Sunday, November 15',
      continuous: false,
      targetScore: false,
      dayTargetScore: pool.maxPossibleScore,
      onTheDay: null,
    });
    expect(game.wordsUsed).toEqual(words.map((word) => ({ word, score: scoreWord(word) })));
    expect(game.answers.topWord).toEqual({ word: pool.topWord, score: scoreWord(pool.topWord) });
    expect(game.answers.targetWords).toEqual(
      pool.optimalWordCombination.map((word) => ({ word, score: scoreWord(word) })),
    );
    const missed = game.answers.missedWords;
    expect(missed.length).toBe(Math.min(MISSED_WORDS_SHOWN, game.answers.totalValidWords - words.length));
    expect(missed.some((w) => words.includes(w.word))).toBe(false);
    expect(missed.map((w) => w.score)).toEqual([...missed.map((w) => w.score)].sort((x, y) => y - x));
    expect(game.answers.totalValidWords).toBe(
      server.dictionary.wordsFormableFrom(pool.letters).filter((w) => w.length >= 2).length,
    );

    const [first, second] = clashingWords(pool, server.dictionary);
    const forged: Array<[TSubmitGameRequest, string]> = [
      [gameRequest(a.userId!, pool.date, words, { finalScore: 999 }), 'FINAL_SCORE_MISMATCH'],
      [
        {
          ...gameRequest(a.userId!, pool.date, words),
          wordsUsed: [{ word: words[0]!, score: 99 }],
          finalScore: 99,
        },
        'WORD_SCORE_MISMATCH',
      ],
      [gameRequest(a.userId!, pool.date, [foreignWord(pool, server.dictionary)]), 'LETTER_NOT_IN_POOL'],
      [gameRequest(a.userId!, pool.date, [first, second]), 'TILE_REUSED'],
      [gameRequest(a.userId!, pool.date, [words[0]!, words[0]!]), 'DUPLICATE_WORD'],
    ];
    for (const [request, code] of forged) {
      const response = await archiveGame(a, request);
      expect(response.status, response.text).toBe(422);
      expect(errorCode(response)).toBe(code);
      const rows = await server.sql`select 1 from archive_games where game_id = ${request.gameId}`;
      expect(rows.length).toBe(0);
    }
    // Another player's id in the body is 403; continuous mode needs an account, as on the day.
    expect((await archiveGame(a, gameRequest(b.userId!, pool.date, words))).status).toBe(403);
    const continuous = await archiveGame(a, continuousRequest(a.userId!, pool.date, words));
    expect(continuous.status).toBe(403);
    expect(errorCode(continuous)).toBe('SIGN_IN_REQUIRED');
  });

  it('stores a game once: a retry gets the stored answer, 20 at once store one, a taken id is 409', async () => {
    const { server, b, c, pools } = story;
    const pool = pools.get('2026-11-14')!;
    const request = gameRequest(b.userId!, pool.date, honestWords(pool, server.dictionary, 3));
    const first = await playArchive(b, request);
    expect(await playArchive(b, request)).toEqual(first);

    const twin = gameRequest(b.userId!, pool.date, honestWords(pool, server.dictionary, 2));
    const answers = await Promise.all(Array.from({ length: 20 }, () => archiveGame(b, twin)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    const rows =
      await server.sql`select count(*)::int as n from archive_games where game_id = ${twin.gameId}`;
    expect(rows[0]!.n).toBe(1);

    // The same id for another game, or by another player, or an id a day game holds: 409.
    const other = { ...request, finalScore: 0, wordsUsed: [] };
    const conflicts = [
      await archiveGame(b, other),
      await archiveGame(c, { ...request, playerId: c.userId! }),
    ];
    const [dayGameId] = await server.sql<
      { id: string }[]
    >`select game_id as id from games where player_id = ${b.userId} limit 1`;
    conflicts.push(await archiveGame(b, { ...request, gameId: dayGameId!.id }));
    for (const response of conflicts) {
      expect(response.status, response.text).toBe(409);
      expect(errorCode(response)).toBe('GAME_ID_CONFLICT');
    }
    const held = await server.sql`select 1 from archive_games where game_id = ${dayGameId!.id}`;
    expect(held.length).toBe(0);
  });

  it('shares an archive game: a signed `.a` token, a card and a preview that say so; forgeries fail the MAC', async () => {
    const { server, a, b, c, pools } = story;
    const pool = pools.get(PLAYED)!;
    const game = await playArchive(
      c,
      gameRequest(c.userId!, PLAYED, honestWords(pool, server.dictionary, 3)),
    );
    const link = await c.post('/api/share-token', { date: PLAYED, gameId: game.gameId, archive: true });
    expect(link.status, link.text).toBe(200);
    const { token } = ZShareTokenResponse.parse(link.body);
    expect(token).toMatch(new RegExp(`^20261116\\.${game.finalScore}\\.3\\.a\\.`));

    // Only the caller's own archive game of that date; an archive share names its game.
    expect(
      (await b.post('/api/share-token', { date: PLAYED, gameId: game.gameId, archive: true })).status,
    ).toBe(404);
    expect(
      (await c.post('/api/share-token', { date: '2026-11-15', gameId: game.gameId, archive: true })).status,
    ).toBe(404);
    expect((await c.post('/api/share-token', { date: PLAYED, gameId: game.gameId })).status).toBe(404);
    expect((await c.post('/api/share-token', { date: PLAYED, archive: true })).status).toBe(400);

    const image = await fetch(
      `${server.baseUrl}/api/social-share-image?type=score&format=png&share=${token}`,
    );
    expect(image.status).toBe(200);
    const service = createShareImageService(
      server.deps,
      server.baseUrl,
      createShareTokens(server.deps.authSecret),
    );
    const { card } = await service.scoreCard(token);
    expect(card).toMatchObject({ kind: 'score', score: game.finalScore, wordCount: 3, archive: true });
    const texts = cardTexts(shareCardSvg(card));
    expect(texts).toContain('PLAYED FROM THE ARCHIVE');
    for (const text of texts) expect(isAllowedCardText(text, card.dateText, card.site), text).toBe(true);
    if (card.kind !== 'score') throw new Error('not a score card');
    expect(scorePreview('page', 'image', card).description).toContain(
      'on the puzzle of Monday, November 16, 2026, played from the archive',
    );

    // A day's token with `.a` added, and an archive token without it: the MAC no longer fits.
    const day = await a.post('/api/share-token', { date: PLAYED });
    const dayToken = ZShareTokenResponse.parse(day.body).token;
    const [date, score, words, mac] = dayToken.split('.') as [string, string, string, string];
    const stripped = token.replace('.a.', '.');
    for (const forged of [`${date}.${score}.${words}.a.${mac}`, stripped]) {
      const refused = await fetch(
        `${server.baseUrl}/api/social-share-image?type=score&format=png&share=${forged}`,
      );
      expect(refused.status, forged).toBe(403);
    }
  });

  it('moves an anonymous player’s archive games to the account they sign in to', async () => {
    const { server, b, pools } = story;
    const guest = server.client();
    await guest.session();
    const pool = pools.get('2026-11-13')!;
    const game = await playArchive(
      guest,
      gameRequest(guest.userId!, pool.date, honestWords(pool, server.dictionary, 2)),
    );
    const outcome = await server.sql.begin((tx) =>
      mergeAnonymousInto(tx, guest.userId!, b.userId!, server.clock.now()),
    );
    expect(outcome.merged).toBe(true);
    const moved = await b.get(`/api/archive/games/${game.gameId}`);
    expect(moved.status, moved.text).toBe(200);
    const month = ZArchiveMonthResponse.parse((await b.get('/api/archive/months/2026-11')).body);
    expect(month.days.find((day) => day.date === pool.date)!.later).toMatchObject({ games: 1 });
  });
});
