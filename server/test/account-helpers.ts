import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  ZCreateVerificationCodeResponse,
  ZSignInResponse,
  type TSignInResponse,
} from '@dozen/engine/contract';
import { parseSessionToken } from '../src/auth/token.js';
import { createLogger, type Logger } from '../src/logger.js';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.js';
import type { TestClient } from './test-client.js';
import { signInParts, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtp-catcher.js';

/** Sign-in through the real routes and a real SMTP server, as a player does it. */

let counter = 0;
/** A fresh address for each use, so tests never share a pending sign-in or a rate bucket. */
export function newEmail(label = 'player'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.test`;
}

export interface MailedSignIn {
  mail: CaughtMail;
  code: string;
  token: string;
  link: string;
}

/** POST /api/create-verification-code, then the e-mail it sent, read from the SMTP server. */
export async function askForCode(
  client: TestClient,
  catcher: SmtpCatcher,
  email: string,
): Promise<MailedSignIn> {
  const response = await client.post('/api/create-verification-code', { email });
  expect(response.status, response.text).toBe(200);
  ZCreateVerificationCodeResponse.parse(response.body);
  const mail = await catcher.nextMessage(email);
  return { mail, ...signInParts(mail) };
}

/** Asks for a code and signs in with it: the client's cookie becomes the account's new session. */
export async function signInWithCode(
  client: TestClient,
  catcher: SmtpCatcher,
  email: string,
): Promise<TSignInResponse> {
  const { code } = await askForCode(client, catcher, email);
  const response = await client.post('/api/verify-code', { email, code });
  expect(response.status, response.text).toBe(200);
  const body = ZSignInResponse.parse(response.body);
  client.userId = body.userId;
  return body;
}

/** The session id inside a client's cookie (`dozen_session=<id>.<secret>`). */
export function sessionIdOf(client: TestClient): string {
  const token = client.cookie?.slice('dozen_session='.length) ?? '';
  const parts = parseSessionToken(token);
  if (!parts) throw new Error('the client has no session cookie');
  return parts.id;
}

/** A new client with a session, signed in to a new account (`label` starts its e-mail) by a mailed code. */
export async function signedInClient(
  server: TestServer,
  catcher: SmtpCatcher,
  label?: string,
): Promise<TestClient> {
  const client = server.client();
  await client.session();
  await signInWithCode(client, catcher, newEmail(label));
  return client;
}

/**
 * Before the suite: a fresh SMTP catcher and a test server (no Socket.IO) whose mail goes to it,
 * handed to `use`; after the suite, both closed.
 */
export function withMailServer(
  options: TestServerOptions,
  use: (server: TestServer, catcher: SmtpCatcher) => void,
): void {
  let server: TestServer | undefined;
  let catcher: SmtpCatcher | undefined;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    server = await startTestServer({
      realtime: false,
      ...options,
      env: { ...options.env, SMTP_URL: catcher.url },
    });
    use(server, catcher);
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
  });
}

/** A logger at the most verbose level whose lines (JSON text) are kept in `lines`. */
export function captureLogs(): { lines: string[]; logger: Logger } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'trace' }, stream) };
}
