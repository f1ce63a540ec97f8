import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES, ZUserPreferences } from '@dozen/engine/contract';
import type { TestServer } from './harness.js';
import { newEmail, signInWithCode, withMailServer } from './account-helpers.js';
import type { SmtpCatcher } from './smtp-catcher.js';

describe('preferences (GET /api/user-preferences/{userId}, POST /api/user-preferences)', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({}, (started, mail) => ([server, catcher] = [started, mail]));

  it('answers the defaults until something is saved; a save merges the changes and answers the whole set', async () => {
    const client = server.client();
    const id = await client.session();
    expect((await client.get(`/api/user-preferences/${id}`)).body).toEqual(DEFAULT_USER_PREFERENCES);

    const first = await client.post('/api/user-preferences', { userId: id, preferences: { theme: 'dark' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULT_USER_PREFERENCES, theme: 'dark' });
    const second = await client.post('/api/user-preferences', {
      userId: id,
      preferences: { contextualSuggestionsDisabled: true, continuousModeModalSeen: true },
    });
    const expected = { theme: 'dark', contextualSuggestionsDisabled: true, continuousModeModalSeen: true };
    expect(second.body).toEqual(expected);
    expect((await client.get(`/api/user-preferences/${id}`)).body).toEqual(expected);
  });

  it('follow a signed-in player to another device', async () => {
    const email = newEmail();
    const laptop = server.client();
    await laptop.session();
    const account = await signInWithCode(laptop, catcher, email);
    await laptop.post('/api/user-preferences', {
      userId: account.userId,
      preferences: { theme: 'contrast' },
    });
    const phone = server.client();
    await phone.session();
    await signInWithCode(phone, catcher, email);
    expect((await phone.get(`/api/user-preferences/${account.userId}`)).body).toMatchObject({
      theme: 'contrast',
    });
  });

  it.each([[{ theme: 'purple' }], [{ contextualSuggestionsDisabled: 'yes' }], [{ unknown: true }], [null]])(
    'refuses %j with 400 and stores nothing',
    async (preferences) => {
      const client = server.client();
      const id = await client.session();
      const response = await client.post('/api/user-preferences', { userId: id, preferences });
      expect(response.status).toBe(400);
      expect((await server.sql`select 1 from user_preferences where user_id = ${id}`).length).toBe(0);
    },
  );

  it('a stored value that no longer parses falls back to its default; the others are kept', async () => {
    const client = server.client();
    const id = await client.session();
    await server.sql`insert into user_preferences (user_id, prefs, updated_at)
      values (${id}, ${server.sql.json({ theme: 'sepia', continuousModeModalSeen: true, retired: 1 })}, now())`;
    const response = await client.get(`/api/user-preferences/${id}`);
    expect(ZUserPreferences.parse(response.body)).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      continuousModeModalSeen: true,
    });
  });
});
