import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { getDefaultStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContract } from '../../../api/contract.js';
import { requestsTo, type AccountState } from '../../../test-support/fake-account-server.js';
import { sessionAtom } from '../../../api/session.js';
import { closeAccountBrowser, openAccountBrowser } from '../../../test-support/account-browser.js';
import { renderWithQueries } from '../../../test-support/render.js';
import AuthCompleteScreen, {
  CLEAN_ADDRESS_DELAY_MS,
  MISSING_TOKEN_MESSAGE,
  PROCESS_DELAY_MS,
} from './AuthCompleteScreen.js';
import { COMPLETED_LINK_KEY } from './completed-link.js';

/**
 * /auth-complete (spec 001 §2): the three states and their texts, the 0.5 s wait before the POST,
 * the address cleaned after 2 s, and a repeat visit that does not spend the link again.
 */

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';
let server: AccountState;
const store = getDefaultStore();

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

/** The game's screen as a slow phone fetches its code: ready when the test says. */
let gameCodeArrives = () => {};
const SlowGameScreen = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      gameCodeArrives = () => resolve({ default: () => <p>The game</p> });
    }),
);

function renderAt(url: string) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/auth-complete" element={<AuthCompleteScreen />} />
          <Route path="/" element={<p>Home</p>} />
          <Route path="/game" element={<SlowGameScreen />} />
        </Routes>
      </Suspense>
      <Address />
    </MemoryRouter>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The schemas arrive by a dynamic import (real module loading, which fake timers cannot hurry).
beforeAll(async () => {
  await loadContract();
});

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  server = openAccountBrowser();
});

afterEach(closeAccountBrowser);

describe('AuthCompleteScreen', () => {
  it('waits 0.5 s, signs this browser in, shows the code for the other device, cleans the address after 2 s', async () => {
    renderAt(`/auth-complete?token=${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Completing Sign In...');
    await advance(PROCESS_DELAY_MS - 1);
    expect(requestsTo(server, 'POST /api/complete-sign-in')).toEqual([]);
    await advance(1);
    expect(requestsTo(server, 'POST /api/complete-sign-in')).toEqual([
      { token: TOKEN, device: expect.stringMatching(/^[a-z2-7]{32}$/) },
    ]);
    await advance(0);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Dozen!' })).toHaveFocus();
    expect(screen.getByText('Your account has been created and synced!')).toBeInTheDocument();
    expect(screen.getByTestId('auth-code')).toHaveTextContent('654321');
    expect(screen.getByText('Code expires in 5 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Game' })).toBeInTheDocument();
    expect(store.get(sessionAtom)).toMatchObject({ isAnonymous: false, email: 'linked@example.com' });

    expect(screen.getByTestId('address')).toHaveTextContent(`/auth-complete?token=${TOKEN}`);
    await advance(CLEAN_ADDRESS_DELAY_MS);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/auth-complete$/);
    // Still the same page: cleaning the address starts nothing again.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Dozen!' })).toBeInTheDocument();
    expect(requestsTo(server, 'POST /api/complete-sign-in')).toHaveLength(1);
  });

  it('Continue pressed before the address is cleaned: the way on is kept while the game’s code loads', async () => {
    renderAt(`/auth-complete?token=${TOKEN}`);
    await advance(PROCESS_DELAY_MS);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Game' }));
    await advance(CLEAN_ADDRESS_DELAY_MS);
    gameCodeArrives();
    await advance(0);
    expect(screen.getByText('The game')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/game$/);
  });

  it('a repeat visit (reload, Back) shows the completed sign-in without spending the link again', async () => {
    renderAt(`/auth-complete?token=${TOKEN}`);
    await advance(PROCESS_DELAY_MS);
    expect(sessionStorage.getItem(COMPLETED_LINK_KEY)).toContain(TOKEN);
    cleanup();

    for (const url of [`/auth-complete?token=${TOKEN}`, '/auth-complete']) {
      renderAt(url);
      await advance(PROCESS_DELAY_MS * 2);
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Dozen!' })).toBeInTheDocument();
      expect(screen.getByTestId('auth-code')).toHaveTextContent('654321');
      cleanup();
    }
    expect(requestsTo(server, 'POST /api/complete-sign-in')).toHaveLength(1);
  });

  it.each([
    [
      'an expired link',
      { status: 401, body: { error: { code: 'LINK_EXPIRED', message: 'Your link has expired.' } } },
      'Your link has expired.',
    ],
    [
      'a used link',
      {
        status: 401,
        body: {
          error: { code: 'INVALID_LINK', message: 'This sign-in link is invalid or was already used.' },
        },
      },
      'This sign-in link is invalid or was already used.',
    ],
    ['no connection', 'network' as const, 'Something went wrong during sign in. Please try again.'],
  ])('%s: Authentication Error, with the reason and a way back', async (_name, answer, message) => {
    server.next['POST /api/complete-sign-in'] = answer;
    renderAt(`/auth-complete?token=${TOKEN}`);
    await advance(PROCESS_DELAY_MS);
    await advance(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication Error' })).toHaveFocus();
    expect(screen.getByTestId('auth-error')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Return to Game' })).toHaveAttribute('href', '/');
    expect(store.get(sessionAtom)?.isAnonymous).toBe(true);
    expect(sessionStorage.getItem(COMPLETED_LINK_KEY)).toBeNull();
  });

  it('an address without a token is an error at once, and asks the server nothing', async () => {
    renderAt('/auth-complete?email=a%40b.co&originalUserId=x');
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-error')).toHaveTextContent(MISSING_TOKEN_MESSAGE);
    await advance(PROCESS_DELAY_MS * 2);
    expect(server.requests).toEqual([]);
  });
});
