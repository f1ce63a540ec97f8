import { describe, expect, it } from 'vitest';
import {
  ApiRoute,
  ERROR_STATUS,
  ErrorCode,
  ZPuzzleDate,
  ZSubmitGameRequest,
  ZValidateWordRequest,
  ZErrorResponse,
} from './index.js';

describe('contract', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['0004-02-29', true],
    ['0100-02-29', false],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['20261121', false],
  ])('date %s valid: %s', (value, valid) => {
    expect(ZPuzzleDate.safeParse(value).success).toBe(valid);
  });

  it('refuses unknown keys at every level of a submission', () => {
    const honest = {
      gameId: 'game-0001',
      playerId: 'u_abc',
      finalScore: 5,
      wordsUsed: [{ word: 'tea', score: 4 }],
      modes: [],
      gameDate: '2026-11-21',
    };
    expect(ZSubmitGameRequest.safeParse(honest).success).toBe(true);
    expect(ZSubmitGameRequest.safeParse({ ...honest, admin: true }).success).toBe(false);
    expect(
      ZSubmitGameRequest.safeParse({ ...honest, wordsUsed: [{ word: 'tea', score: 4, x: 1 }] }).success,
    ).toBe(false);
    expect(ZValidateWordRequest.safeParse({ word: 'tea', extra: 1 }).success).toBe(false);
  });

  it('maps every error code to a 4xx or 5xx status', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
    expect(ZErrorResponse.safeParse({ error: { code: 'NOT_A_WORD', message: 'x' } }).success).toBe(true);
    expect(ZErrorResponse.safeParse({ error: { code: 'NOPE', message: 'x' } }).success).toBe(false);
  });

  it.each([
    [ApiRoute.session.path(), '/api/session'],
    [ApiRoute.topWordCount.path({ date: '2026-11-21' }), '/api/top-word-count/2026-11-21'],
    [ApiRoute.gameEntry.path({ playerId: 'u_a', date: '2026-11-21' }), '/api/game-entry/u_a/2026-11-21'],
    [
      ApiRoute.incrementHint.path({ userId: 'u_a', date: '2026-11-21' }),
      '/api/increment-hint/u_a/2026-11-21',
    ],
    [
      ApiRoute.gameEntry.path({ playerId: 'a/b?c', date: '2026-11-21' }),
      '/api/game-entry/a%2Fb%3Fc/2026-11-21',
    ],
  ])('builds the client path %s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it('declares each route once, under /api', () => {
    const routes = Object.values(ApiRoute);
    expect(new Set(routes.map((route) => `${route.method} ${route.pattern}`)).size).toBe(routes.length);
    // Static segments, then parameters; a family of calls may share a first segment (/api/archive/…).
    for (const route of routes) expect(route.pattern).toMatch(/^\/api(\/[a-z-]+)+(\.json)?(\/:[A-Za-z]+)*$/);
  });
});
