import { describe, expect, it } from 'vitest';
import { ZErrorResponse, ZSessionResponse } from '@dozen/engine/contract';
import { askForCode, newEmail, withMailServer } from './account-helpers.js';
import { randomBase32 } from '../src/auth/token.js';
import type { TestServer } from './harness.js';
import type { TestClient } from './test-client.js';
import type { SmtpCatcher } from './smtp-catcher.js';

/**
 * An answer for an older identity never overwrites a newer one. Cookies are
 * last-writer-wins in the browser, so the server must not answer a request that left the browser
 * before a sign-in with a cookie (a new identity, or a cleared one) that would undo the sign-in.
 */

/** A new device id for each browser (the client's: 32 base32 letters). */
const newDevice = () => randomBase32(20);

describe('identity calls that race a sign-in', () => {
  let server: TestServer;
  let catcher: SmtpCatcher;
  withMailServer({}, (started, mail) => {
    server = started;
    catcher = mail;
  });

  /** A browser on DEVICE that booted (cookie A) and then signed in by the mailed link (cookie S). */
  async function signedInByLink(): Promise<{ browser: TestClient; bootCookie: string; DEVICE: string }> {
    const DEVICE = newDevice();
    const browser = server.client();
    expect((await browser.post('/api/session', { device: DEVICE })).status).toBe(201);
    const bootCookie = browser.cookie!;
    const email = newEmail('race');
    const { token } = await askForCode(browser, catcher, email);
    const done = await browser.post('/api/complete-sign-in', { token, device: DEVICE });
    expect(done.status, done.text).toBe(200);
    return { browser, bootCookie, DEVICE };
  }

  const usersCount = async () =>
    (await server.sql<{ n: number }[]>`select count(*)::int as n from users`)[0]!.n;

  it('a boot call without a cookie, answered after the sign-in, makes no identity and sets no cookie', async () => {
    const { DEVICE } = await signedInByLink();
    const before = await usersCount();
    const late = await server.client().post('/api/session', { device: DEVICE }, { cookie: null });
    expect(late.status).toBe(409);
    expect(ZErrorResponse.parse(late.body).error.code).toBe('IDENTITY_CHANGED');
    expect(late.headers.getSetCookie()).toEqual([]);
    expect(await usersCount()).toBe(before);
  });

  it('a call with the boot cookie the sign-in replaced: 409 for the session call, 401 elsewhere, and never a cookie', async () => {
    const { browser, bootCookie, DEVICE } = await signedInByLink();
    const session = await browser.post('/api/session', { device: DEVICE }, { cookie: bootCookie });
    expect(session.status).toBe(409);
    expect(session.headers.getSetCookie()).toEqual([]);
    const me = await browser.get('/api/me', { cookie: bootCookie });
    expect(me.status).toBe(401);
    expect(me.headers.getSetCookie()).toEqual([]);
    // The browser's own cookie is still the account's.
    const now = ZSessionResponse.parse((await browser.get('/api/me')).body);
    expect(now.isAnonymous).toBe(false);
  });

  it('the same browser with the account cookie is simply answered; another device gets a new guest', async () => {
    const { browser, DEVICE } = await signedInByLink();
    const again = await browser.post('/api/session', { device: DEVICE });
    expect(again.status).toBe(200);
    expect(ZSessionResponse.parse(again.body).isAnonymous).toBe(false);
    const other = await server.client().post('/api/session', { device: newDevice() });
    expect(other.status).toBe(201);
  });

  it('without a device id (cookies really gone), a new guest as before', async () => {
    await signedInByLink();
    const plain = await server.client().post('/api/session', {});
    expect(plain.status).toBe(201);
    expect(plain.headers.getSetCookie().join()).toMatch(/dozen_session=[a-z2-7]/);
  });

  it('once the race window has passed, the device gets a new guest again', async () => {
    const { DEVICE } = await signedInByLink();
    server.clock.advance(2 * 60 * 1000 + 1);
    const later = await server.client().post('/api/session', { device: DEVICE });
    expect(later.status).toBe(201);
  });

  it('a signed-out device is not held back: its account session is gone', async () => {
    const { browser, DEVICE } = await signedInByLink();
    expect((await browser.post('/api/sign-out', {})).status).toBe(201);
    const late = await server.client().post('/api/session', { device: DEVICE });
    expect(late.status).toBe(201);
  });

  it('refuses a malformed device id (400)', async () => {
    const response = await server.client().post('/api/session', { device: 'NOT A DEVICE' });
    expect(response.status).toBe(400);
  });
});
