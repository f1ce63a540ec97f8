import { describe, expect, it } from 'vitest';
import type { DailyPool } from '@dozen/engine';
import { ApiRoute, ZErrorResponse } from '@dozen/engine/contract';
import { COUNTER_MODES, type TestServer } from './harness.js';
import type { TestResponse } from './test-client.js';
import { withQuietPoolServer } from './quiet-server.js';
import { honestWords } from './game-helpers.js';
import {
  expectNoIdentities,
  leagueOf,
  RecordingClient,
  signedInPlayer,
  type Player,
} from './friends-helpers.js';

/**
 * Friends' authorisation matrix: every route called by a league's owner, a member, a member who
 * was removed, a signed-in stranger, a guest (anonymous) and a caller with no session. A league
 * the caller is not in is 404 (as one that does not exist), an owner's call by a member 403, a
 * guest 403 SIGN_IN_REQUIRED (except the look at an invite link), no session 401; a refused call
 * changes nothing. (The socket's join
 * has its own matrix in friends-live.test.ts.)
 */

const TODAY = '2026-11-21';

type Role = 'owner' | 'member' | 'removed' | 'stranger' | 'guest' | 'none';
const ROLES: readonly Role[] = ['owner', 'member', 'removed', 'stranger', 'guest', 'none'];

interface Caller {
  post(path: string, json?: unknown): Promise<TestResponse>;
  get(path: string): Promise<TestResponse>;
}

interface Fixture {
  leagueId: string;
  token: string;
  /** Words of the day for a live game. */
  words: string[];
}

interface Route {
  name: string;
  call(caller: Caller, fixture: Fixture): Promise<TestResponse>;
  /** The status each signed-in role gets; a guest gets 403 SIGN_IN_REQUIRED unless `guest` says. */
  expected: Record<Exclude<Role, 'guest' | 'none'>, number>;
  guest?: number;
}

const OPEN = { owner: 200, member: 200, removed: 200, stranger: 200 } as const;
const MEMBERS = { owner: 200, member: 200, removed: 404, stranger: 404 } as const;
const OWNER = { owner: 200, member: 403, removed: 404, stranger: 404 } as const;

const ROUTES: Route[] = [
  { name: 'GET friends', call: (c) => c.get(ApiRoute.friends.path()), expected: OPEN },
  {
    name: 'POST display-name',
    call: (c) => c.post(ApiRoute.displayName.path(), { displayName: 'New Name' }),
    expected: OPEN,
  },
  {
    name: 'POST leagues',
    call: (c) => c.post(ApiRoute.createLeague.path(), { name: 'Another' }),
    expected: { owner: 201, member: 201, removed: 201, stranger: 201 },
  },
  {
    name: 'GET league',
    call: (c, f) => c.get(ApiRoute.league.path({ leagueId: f.leagueId })),
    expected: MEMBERS,
  },
  {
    name: 'POST rename',
    call: (c, f) => c.post(ApiRoute.renameLeague.path({ leagueId: f.leagueId }), { name: 'Renamed' }),
    expected: OWNER,
  },
  {
    name: 'POST remove-member',
    call: (c, f) => c.post(ApiRoute.removeMember.path({ leagueId: f.leagueId }), { memberId: 2 }),
    expected: OWNER,
  },
  {
    name: 'POST rotate-invite',
    call: (c, f) => c.post(ApiRoute.rotateInvite.path({ leagueId: f.leagueId })),
    expected: OWNER,
  },
  {
    name: 'POST leave',
    call: (c, f) => c.post(ApiRoute.leaveLeague.path({ leagueId: f.leagueId })),
    expected: MEMBERS,
  },
  {
    name: 'POST delete',
    call: (c, f) => c.post(ApiRoute.deleteLeague.path({ leagueId: f.leagueId })),
    expected: OWNER,
  },
  // The link is its own key: anyone signed in who holds it may look and join (a removed member
  // too, until the owner rotates it).
  {
    name: 'GET invite',
    call: (c, f) => c.get(ApiRoute.invite.path({ token: f.token })),
    expected: OPEN,
    // A guest sees what the link opens, then signs in to join.
    guest: 200,
  },
  { name: 'POST join', call: (c, f) => c.post(ApiRoute.joinLeague.path({ token: f.token })), expected: OPEN },
  {
    name: 'POST live-game',
    call: (c, f) =>
      c.post(ApiRoute.liveGame.path(), {
        gameId: 'game-live-1',
        date: TODAY,
        words: f.words,
        continuous: false,
      }),
    expected: OPEN,
  },
];

describe.each(COUNTER_MODES)('Friends authorisation matrix ($mode presence)', ({ redisUrl }) => {
  let server: TestServer;
  let pool: DailyPool;
  withQuietPoolServer(redisUrl, TODAY, (started, today) => ([server, pool] = [started, today]));

  /** A league of an owner and a member, with a third player who joined and was removed. */
  async function fixture(): Promise<{
    fixture: Fixture;
    players: Record<'owner' | 'member' | 'removed' | 'stranger', Player>;
  }> {
    const [owner, member, removed, stranger] = await Promise.all(
      [0, 1, 2, 3].map(() => signedInPlayer(server)),
    );
    const { league, token } = await leagueOf(owner!, [member!, removed!]);
    const out = await owner!.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), {
      memberId: 3,
    });
    expect(out.status, out.text).toBe(200);
    return {
      fixture: { leagueId: league.id, token, words: honestWords(pool, server.dictionary, 2) },
      players: { owner: owner!, member: member!, removed: removed!, stranger: stranger! },
    };
  }

  async function callerOf(role: Role, players: Record<string, Player>): Promise<Caller> {
    if (role === 'guest') {
      const guest = new RecordingClient(server.baseUrl);
      await guest.session();
      return guest;
    }
    if (role === 'none') {
      const nobody = new RecordingClient(server.baseUrl);
      return {
        get: (path) => nobody.get(path, { cookie: null }),
        post: (path, json) => nobody.post(path, json, { cookie: null }),
      };
    }
    return players[role]!.client;
  }

  /** What a refused call must not change: the league, its members, its link. */
  async function leagueState(leagueId: string) {
    return {
      league: await server.sql`select name, owner_id, invite_hash from leagues where id = ${leagueId}`,
      members:
        await server.sql`select member_id, user_id from league_members where league_id = ${leagueId} order by member_id`,
    };
  }

  it.each(ROUTES)('$name', async (route) => {
    for (const role of ROLES) {
      const { fixture: made, players } = await fixture();
      const caller = await callerOf(role, players);
      const before = await leagueState(made.leagueId);
      const response = await route.call(caller, made);
      const expected = role === 'guest' ? (route.guest ?? 403) : role === 'none' ? 401 : route.expected[role];
      expect(response.status, `${role}: ${response.text}`).toBe(expected);
      if (response.status >= 400) {
        expect(ZErrorResponse.safeParse(response.body).success, response.text).toBe(true);
        if (role === 'guest') expect(response.body).toMatchObject({ error: { code: 'SIGN_IN_REQUIRED' } });
        expect(await leagueState(made.leagueId), `${role} changed nothing`).toEqual(before);
      }
    }
  });

  it('no answer of the matrix held a user id or an e-mail address', () => {
    expectNoIdentities();
  });
});
