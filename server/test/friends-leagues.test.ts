import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ApiRoute,
  LEAGUE_MEMBER_LIMIT,
  LEAGUES_PER_PLAYER_LIMIT,
  type TFriendsResponse,
  type TLeagueSummary,
} from '@dozen/engine/contract';
import { withTestServer, type TestServer } from './harness.js';
import { withLimits } from './rate-limits.js';
import { signInWithCode, newEmail, withMailServer } from './account-helpers.js';
import { playOneWord } from './live-support.js';
import {
  board,
  expectNoIdentities,
  leagueOf,
  RecordingClient,
  signedInPlayer,
  tokenOf,
  type Player,
} from './friends-helpers.js';

/**
 * Leagues through the API: the naming rules at the server, the limits (exactly, under
 * concurrency), invite links (rotation, the one 404), leaving and ownership, the owner's calls,
 * the joins' rate limits, and what an account's changes do to its memberships.
 */

/** A real entry of engine/data/blocked.txt (read here, never written into a test). */
const BLOCKED_WORD = readFileSync(
  fileURLToPath(import.meta.resolve('@dozen/engine/data/blocked.txt')),
  'utf8',
)
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .find(Boolean)!;

describe('Friends: names, leagues and links', () => {
  let server: TestServer;
  withTestServer({ realtime: false }, (started) => (server = started));

  describe('display names, judged by the server', () => {
    const refused: Array<[string, string]> = [
      ['a', 'at least 2'],
      ['x'.repeat(25), 'at most 24'],
      ['   ', 'at least 2'],
      ['sam@example.com', 'e-mail'],
      ['sam.smith.gmail.com', 'e-mail'],
      ['<script>', 'letters, digits'],
      ['Sam!', 'letters, digits'],
      [BLOCKED_WORD, 'that word'],
      [`The ${BLOCKED_WORD.toUpperCase()} Club`, 'that word'],
    ];
    it.each(refused)('refuses %j with 422 NAME_REFUSED saying why (%s)', async (displayName, reason) => {
      const player = await signedInPlayer(server);
      const answer = await player.client.post(ApiRoute.displayName.path(), { displayName });
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body).toMatchObject({
        error: { code: 'NAME_REFUSED', message: expect.stringContaining(reason) },
      });
      const after = await player.client.get<TFriendsResponse>(ApiRoute.friends.path());
      expect(after.body.displayName).toBe(player.name);
    });

    it.each(['Дмитрий', '李小龍', 'محمد', 'देवनागरी', 'Zoë Ødegård', '  Ana   María  '])(
      'accepts %j, trimmed',
      async (displayName) => {
        const player = await signedInPlayer(server);
        const answer = await player.client.post(ApiRoute.displayName.path(), { displayName });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body).toEqual({ displayName: displayName.trim().replace(/ +/g, ' ') });
      },
    );

    it('a wrong type or an unknown key is 400, never a 500', async () => {
      const player = await signedInPlayer(server);
      for (const body of [
        { displayName: 42 },
        { displayName: 'Sam', extra: 1 },
        {},
        { displayName: 'x'.repeat(201) },
      ])
        expect((await player.client.post(ApiRoute.displayName.path(), body)).status).toBe(400);
    });

    it('creating or joining needs one first (409 DISPLAY_NAME_REQUIRED)', async () => {
      const owner = await signedInPlayer(server);
      const { token } = await leagueOf(owner);
      const nameless = new RecordingClient(server.baseUrl);
      await server.signIn(await nameless.session());
      const create = await nameless.post(ApiRoute.createLeague.path(), { name: 'Mine' });
      expect(create.body).toMatchObject({ error: { code: 'DISPLAY_NAME_REQUIRED' } });
      expect(create.status).toBe(409);
      const join = await nameless.post(ApiRoute.joinLeague.path({ token }));
      expect(join.status).toBe(409);
      // The link's page still shows what it opens.
      expect((await nameless.get(ApiRoute.invite.path({ token }))).body).toMatchObject({
        memberCount: 1,
        memberOf: null,
      });
    });

    it('a league’s name follows the same rules, up to 32 characters', async () => {
      const owner = await signedInPlayer(server);
      for (const name of [BLOCKED_WORD, 'x', 'x'.repeat(33), 'me@example.org'])
        expect((await owner.client.post(ApiRoute.createLeague.path(), { name })).status).toBe(422);
      expect((await owner.client.post(ApiRoute.createLeague.path(), { name: 'x'.repeat(32) })).status).toBe(
        201,
      );
    });
  });

  describe('invite links', () => {
    it('carry at least 128 bits; only their SHA-256 and a seed are stored, never the token', async () => {
      const owner = await signedInPlayer(server);
      const { league, token } = await leagueOf(owner);
      expect(token).toMatch(/^[a-z2-7]{32}$/); // 160 bits
      const [row] = await server.sql<{ seed: Uint8Array; hash: Uint8Array }[]>`
        select invite_seed as seed, invite_hash as hash from leagues where id = ${league.id}`;
      expect(row!.seed.length).toBeGreaterThanOrEqual(16);
      const dump =
        JSON.stringify(await server.sql`select * from leagues`) +
        JSON.stringify(await server.sql`select * from league_members`);
      expect(dump).not.toContain(token);
      expect(Buffer.from(row!.hash).toString('hex')).not.toContain(Buffer.from(token).toString('hex'));
    });

    it('rotating ends the old link at once: the same 404 as an unknown link and a deleted league’s', async () => {
      const owner = await signedInPlayer(server);
      const joiner = await signedInPlayer(server);
      const { league, token } = await leagueOf(owner);
      const rotated = await owner.client.post<TLeagueSummary>(
        ApiRoute.rotateInvite.path({ leagueId: league.id }),
      );
      expect(rotated.status).toBe(200);
      const fresh = tokenOf(rotated.body.inviteUrl);
      expect(fresh).not.toBe(token);

      const deleted = await leagueOf(owner, [], 'Doomed');
      await owner.client.post(ApiRoute.deleteLeague.path({ leagueId: deleted.league.id }));

      const answers = [];
      for (const dead of [token, deleted.token, 'a'.repeat(32), 'abc']) {
        const look = await joiner.client.get(ApiRoute.invite.path({ token: dead }));
        const join = await joiner.client.post(ApiRoute.joinLeague.path({ token: dead }));
        expect([look.status, join.status]).toEqual([404, 404]);
        answers.push(look.text, join.text);
      }
      expect(new Set(answers).size).toBe(1);

      expect((await joiner.client.post(ApiRoute.joinLeague.path({ token: fresh }))).status).toBe(200);
      expect((await board(joiner, league.id)).league.memberCount).toBe(2);
      // Every member is shown the current link.
      expect((await board(joiner, league.id)).league.inviteUrl).toBe(rotated.body.inviteUrl);
    });

    it('joining twice changes nothing; the page says the caller is in', async () => {
      const owner = await signedInPlayer(server);
      const member = await signedInPlayer(server);
      const { league, token } = await leagueOf(owner, [member]);
      const again = await member.client.post<TLeagueSummary>(ApiRoute.joinLeague.path({ token }));
      expect(again.body).toMatchObject({
        id: league.id,
        memberCount: 2,
        you: { memberId: 2, isOwner: false },
      });
      expect((await member.client.get(ApiRoute.invite.path({ token }))).body).toEqual({
        name: 'Office',
        memberCount: 2,
        full: false,
        memberOf: league.id,
      });
    });
  });

  describe('limits', () => {
    it(`a league holds ${LEAGUE_MEMBER_LIMIT} members, exactly, even when they join at once (then 409 LEAGUE_FULL)`, async () => {
      const owner = await signedInPlayer(server);
      const { league, token } = await leagueOf(owner);
      const early = await Promise.all(
        Array.from({ length: LEAGUE_MEMBER_LIMIT - 6 }, () => signedInPlayer(server)),
      );
      for (const player of early)
        expect((await player.client.post(ApiRoute.joinLeague.path({ token }))).status).toBe(200);
      // 45 members; ten more join at the same moment: five get in.
      const late = await Promise.all(Array.from({ length: 10 }, () => signedInPlayer(server)));
      const answers = await Promise.all(
        late.map((player) => player.client.post(ApiRoute.joinLeague.path({ token }))),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409]);
      expect(refused[0]!.body).toMatchObject({ error: { code: 'LEAGUE_FULL' } });
      expect((await board(owner, league.id)).league.memberCount).toBe(LEAGUE_MEMBER_LIMIT);
      expect((await late[0]!.client.get(ApiRoute.invite.path({ token }))).body).toMatchObject({ full: true });
    });

    it(`a player is in ${LEAGUES_PER_PLAYER_LIMIT} leagues at most (then 409 LEAGUE_LIMIT, creating or joining)`, async () => {
      const busy = await signedInPlayer(server);
      const other = await signedInPlayer(server);
      const { token } = await leagueOf(other);
      const created = await Promise.all(
        Array.from({ length: LEAGUES_PER_PLAYER_LIMIT + 2 }, (_, index) =>
          busy.client.post(ApiRoute.createLeague.path(), { name: `League ${index}` }),
        ),
      );
      expect(created.filter((answer) => answer.status === 201)).toHaveLength(LEAGUES_PER_PLAYER_LIMIT);
      expect(created.filter((answer) => answer.status === 409)).toHaveLength(2);
      const join = await busy.client.post(ApiRoute.joinLeague.path({ token }));
      expect(join.status).toBe(409);
      expect(join.body).toMatchObject({ error: { code: 'LEAGUE_LIMIT' } });
      const list = await busy.client.get<TFriendsResponse>(ApiRoute.friends.path());
      expect(list.body.leagues).toHaveLength(LEAGUES_PER_PLAYER_LIMIT);
    });
  });

  describe('leaving and the owner’s calls', () => {
    it('an owner who leaves hands the league to the next member; the last one out deletes it', async () => {
      const [owner, second, third] = [
        await signedInPlayer(server),
        await signedInPlayer(server),
        await signedInPlayer(server),
      ];
      const { league, token } = await leagueOf(owner, [second, third]);
      expect((await owner.client.post(ApiRoute.leaveLeague.path({ leagueId: league.id }))).status).toBe(200);
      expect((await owner.client.get(ApiRoute.league.path({ leagueId: league.id }))).status).toBe(404);
      const read = await board(second, league.id);
      expect(read.league).toMatchObject({ memberCount: 2, you: { memberId: 2, isOwner: true } });
      expect(
        (await second.client.post(ApiRoute.renameLeague.path({ leagueId: league.id }), { name: 'Ours' }))
          .status,
      ).toBe(200);
      expect((await third.client.post(ApiRoute.leaveLeague.path({ leagueId: league.id }))).status).toBe(200);
      expect((await second.client.post(ApiRoute.leaveLeague.path({ leagueId: league.id }))).status).toBe(200);
      expect(await server.sql`select 1 from leagues where id = ${league.id}`).toHaveLength(0);
      expect((await second.client.get(ApiRoute.invite.path({ token }))).status).toBe(404);
    });

    it('removing: not oneself (422), not a stranger’s number (404); a member may rejoin until the link is rotated', async () => {
      const [owner, member] = [await signedInPlayer(server), await signedInPlayer(server)];
      const { league, token } = await leagueOf(owner, [member]);
      const self = await owner.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), {
        memberId: 1,
      });
      expect(self.status).toBe(422);
      expect(self.body).toMatchObject({ error: { code: 'CANNOT_REMOVE_SELF' } });
      expect(
        (await owner.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), { memberId: 9 }))
          .status,
      ).toBe(404);
      expect(
        (await owner.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), { memberId: 2 }))
          .status,
      ).toBe(200);
      expect((await member.client.get(ApiRoute.league.path({ leagueId: league.id }))).status).toBe(404);
      // Back through the same link, with a new number; after a rotation, no more.
      const back = await member.client.post<TLeagueSummary>(ApiRoute.joinLeague.path({ token }));
      expect(back.body.you.memberId).toBe(3);
      await owner.client.post(ApiRoute.removeMember.path({ leagueId: league.id }), { memberId: 3 });
      await owner.client.post(ApiRoute.rotateInvite.path({ leagueId: league.id }));
      expect((await member.client.post(ApiRoute.joinLeague.path({ token }))).status).toBe(404);
    });
  });

  it('an account’s deletion removes its memberships and the leagues it owns', async () => {
    const [owner, member] = [await signedInPlayer(server), await signedInPlayer(server)];
    const owned = await leagueOf(owner, [member], 'Owned');
    const joined = await leagueOf(member, [owner], 'Joined');
    await server.sql`delete from users where id = ${owner.userId}`;
    expect(await server.sql`select 1 from leagues where id = ${owned.league.id}`).toHaveLength(0);
    const read = await board(member, joined.league.id);
    expect(read.league.memberCount).toBe(1);
    expect(await server.sql`select 1 from display_names where user_id = ${owner.userId}`).toHaveLength(0);
  });

  it('no answer here held a user id or an e-mail address', () => {
    expectNoIdentities();
  });
});

describe('Friends: invite links are rate-limited per account and per address', () => {
  let server: TestServer;
  withLimits(
    { RATE_LEAGUE_JOINS_PER_ACCOUNT_PER_HOUR: '3', RATE_LEAGUE_JOINS_PER_IP_PER_HOUR: '5' },
    (started) => (server = started),
  );

  it('the fourth use by one account and the sixth from one address are 429 with Retry-After', async () => {
    const owner = await signedInPlayer(server);
    const { token } = await leagueOf(owner);
    const [first, second] = [await signedInPlayer(server), await signedInPlayer(server)];
    const uses = (player: Player) => [
      () => player.client.get(ApiRoute.invite.path({ token })),
      () => player.client.post(ApiRoute.joinLeague.path({ token })),
      () => player.client.get(ApiRoute.invite.path({ token: 'unknown' })),
    ];
    for (const use of uses(first)) expect((await use()).status).not.toBe(429);
    const fourth = await first.client.get(ApiRoute.invite.path({ token }));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address has had 4; the fifth passes, the sixth is refused though the account is fresh.
    expect((await second.client.get(ApiRoute.invite.path({ token }))).status).toBe(200);
    expect((await second.client.get(ApiRoute.invite.path({ token }))).status).toBe(429);
  });
});

describe('Friends: a merge at sign-in keeps the account’s memberships', () => {
  let server: TestServer;
  let catcher: Parameters<Parameters<typeof withMailServer>[1]>[1];
  withMailServer({}, (started, mail) => ([server, catcher] = [started, mail]));

  it('signing in on a second device with an anonymous game merges into the account, still a member', async () => {
    const email = newEmail('friends-merge');
    const first = new RecordingClient(server.baseUrl);
    await first.session();
    await signInWithCode(first, catcher, email);
    expect((await first.post(ApiRoute.displayName.path(), { displayName: 'Merger' })).status).toBe(200);
    const created = await first.post<TLeagueSummary>(ApiRoute.createLeague.path(), { name: 'Kept' });
    expect(created.status).toBe(201);

    const second = new RecordingClient(server.baseUrl);
    const anonymousId = await second.session();
    expect((await second.get(ApiRoute.friends.path())).status).toBe(403);
    await playOneWord(second, server.dictionary);
    await signInWithCode(second, catcher, email);
    expect(second.userId).not.toBe(anonymousId);
    const list = await second.get<TFriendsResponse>(ApiRoute.friends.path());
    expect(list.body).toMatchObject({
      displayName: 'Merger',
      leagues: [{ id: created.body.id, isOwner: true }],
    });
    // The guest's game came along: it is the account's row on the board now.
    const read = await second.get<{ today: { rows: Array<{ wordCount: number; status: string }> } }>(
      ApiRoute.league.path({ leagueId: created.body.id }),
    );
    expect(read.body.today.rows[0]).toMatchObject({ status: 'finished', wordCount: 1 });
  });
});
