import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../components/toast.js';
import { fakeServer, finishOnboarding, newServer } from '../../game/fake-game-server.js';
import { StorageKey } from '../../game/storage.js';
import { renderGameScreen } from './render-game.js';

/**
 * Onboarding on the game screen (spec 001 §4): a new player's first game, message by message, what
 * each stage shows, Skip, and suggestions waiting for the end of the tutorial.
 */

const POINTS: Record<string, number> = { O: 1, I: 1, G: 3, J: 4, U: 1, B: 3, N: 2, T: 2, A: 1, H: 2 };
const tile = (letter: string) =>
  screen.getAllByRole('button', {
    name: `${letter}, ${POINTS[letter]} ${POINTS[letter] === 1 ? 'point' : 'points'}`,
  })[0]!;

async function spell(word: string) {
  for (const letter of word) fireEvent.click(tile(letter));
  fireEvent.click(screen.getByRole('button', { name: 'Submit Word' }));
}

/** An invalid word, told by its toast (the next word can only start once it is answered). */
async function miss(word: string) {
  await spell(word);
  await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(`"${word}" is not a valid word`));
}

const banner = () => screen.queryByTestId('onboarding-banner');
const bannerTitle = () => (banner() ? within(banner()!).getByRole('heading').textContent : null);
const stored = () =>
  JSON.parse(localStorage.getItem(StorageKey.onboarding) ?? 'null') as { stage: string } | null;
const concealed = (element: Element) => element.classList.contains('is-concealed');

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fakeServer(newServer()));
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('onboarding on the game screen', () => {
  it("walks a new player's first game through the five messages, revealing points, targets and hints", async () => {
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });

    expect(bannerTitle()).toBe('Welcome to Dozen!');
    expect(banner()).toHaveTextContent('Tap the letters above to build words.');
    // Discovery: no points on tiles, no targets, no hints.
    expect(concealed(document.querySelector('.tile__points')!)).toBe(true);
    expect(concealed(screen.getByTestId('target-score'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Hints' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Today's targets" })).toBeNull();

    await spell('UJ');
    await waitFor(() => expect(bannerTitle()).toBe('Need some help?'));
    expect(banner()).toHaveTextContent('Shuffle');

    await spell('IN');
    await waitFor(() => expect(bannerTitle()).toBe('Great start!'));
    expect(banner()).toHaveTextContent('"IN" is worth 3 points');
    expect(concealed(document.querySelector('.tile__points')!)).toBe(false);
    expect(concealed(screen.getByTestId('target-score'))).toBe(true);
    // The hidden announcer reads the tip once.
    expect(screen.getByTestId('announcer')).toHaveTextContent('Great start!');

    await spell('BANJO');
    await waitFor(() => expect(bannerTitle()).toBe('Nice work!'));
    expect(banner()).toHaveTextContent('score 30 points or find a 11-point word');
    expect(concealed(screen.getByTestId('target-score'))).toBe(false);
    expect(screen.getByRole('button', { name: "Today's targets" })).toBeInTheDocument();
    const amazing = await screen.findByRole('dialog', { name: 'Amazing!' }, { timeout: 5000 });
    fireEvent.click(within(amazing).getByRole('button', { name: 'Keep Playing' }));

    await spell('HUG');
    await waitFor(() => expect(bannerTitle()).toBe('No more words?'));
    expect(stored()?.stage).toBe('complete');
    expect(screen.getByRole('button', { name: 'Hints' })).toBeInTheDocument();

    // Its action opens End Game?; the banner fades out first.
    fireEvent.click(within(banner()!).getByRole('button', { name: 'End Game' }));
    expect(banner()).toHaveClass('is-leaving');
    expect(await screen.findByRole('dialog', { name: 'End Game?' }, { timeout: 5000 })).toBeInTheDocument();
    expect(banner()).toBeNull();
  });

  it('shows the welcome once: the next load of the day starts without it', async () => {
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });
    expect(bannerTitle()).toBe('Welcome to Dozen!');
    cleanup();

    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });
    expect(banner()).toBeNull();
  });

  it('closing "Nice work!" ends the strategy stage: onboarding is complete', async () => {
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });
    await spell('IN');
    await waitFor(() => expect(bannerTitle()).toBe('Great start!'));
    await spell('HUG');
    await waitFor(() => expect(bannerTitle()).toBe('Nice work!'));
    fireEvent.click(screen.getByRole('button', { name: 'Close tip' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(stored()?.stage).toBe('complete');
  });

  it('Skip Tutorial shows everything at once and for good', async () => {
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tutorial' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(stored()).toMatchObject({ stage: 'complete', hasSeenHints: true, hasSeenTargets: true });
    expect(concealed(document.querySelector('.tile__points')!)).toBe(false);
    expect(concealed(screen.getByTestId('target-score'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Hints' })).toBeInTheDocument();
  });

  it('contextual suggestions wait for the end of the tutorial, and respect the Settings switch', async () => {
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });
    await miss('UJ');
    await waitFor(() => expect(bannerTitle()).toBe('Need some help?'));
    await miss('HJB');
    expect(screen.queryByTestId('suggestion')).toBeNull();
    cleanup();

    // The tutorial over: the second miss in a row brings level 1.
    finishOnboarding();
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });
    await miss('UJ');
    await miss('HJB');
    expect(await screen.findByTestId('suggestion')).toBeInTheDocument();
    cleanup();

    // Switched off in Settings: none, tutorial or not.
    localStorage.setItem(StorageKey.suggestionsDisabled, 'true');
    renderGameScreen();
    await screen.findByRole('heading', { name: 'Letters (12)' });
    await miss('UJ');
    await miss('HJB');
    expect(screen.queryByTestId('suggestion')).toBeNull();
  });
});
