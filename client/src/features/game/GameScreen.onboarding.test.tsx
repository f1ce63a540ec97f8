import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { finishOnboarding } from '../../test-support/fake-game-server.js';
import { StorageKey } from '../../shared/storage.js';
import { withGameBrowser, openGameScreen, spell, toastText } from '../../test-support/render-game.js';

/**
 * Onboarding on the game screen (spec 001 §4): a new player's first game, message by message, what
 * each stage shows, Skip, and suggestions waiting for the end of the tutorial.
 */

/** An invalid word, told by its toast (the next word can only start once it is answered). */
async function miss(word: string) {
  spell(word);
  await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(`"${word}" is not a valid word`));
}

const banner = () => screen.queryByTestId('onboarding-banner');
const bannerTitle = () => (banner() ? within(banner()!).getByRole('heading').textContent : null);
const stored = () =>
  JSON.parse(localStorage.getItem(StorageKey.onboarding) ?? 'null') as { stage: string } | null;
const concealed = (element: Element) => element.classList.contains('is-concealed');

withGameBrowser();

describe('onboarding on the game screen', () => {
  it("walks a new player's first game through the five messages, revealing points, targets and hints", async () => {
    await openGameScreen();

    expect(bannerTitle()).toBe('Welcome to Dozen!');
    expect(banner()).toHaveTextContent('Tap the letters above to build words.');
    // Discovery: no points on tiles, no targets, no hints.
    expect(concealed(document.querySelector('.tile__points')!)).toBe(true);
    expect(concealed(screen.getByTestId('target-score'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Hints' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Today's targets" })).toBeNull();

    spell('UJ');
    await waitFor(() => expect(bannerTitle()).toBe('Need some help?'));
    expect(banner()).toHaveTextContent('Shuffle');

    spell('IN');
    await waitFor(() => expect(bannerTitle()).toBe('Great start!'));
    expect(banner()).toHaveTextContent('"IN" is worth 3 points');
    expect(concealed(document.querySelector('.tile__points')!)).toBe(false);
    expect(concealed(screen.getByTestId('target-score'))).toBe(true);
    // The tip is read once, with the word's toast (one announcement per word), not by the announcer.
    expect(toastText()).toContain('"IN" +3 points');
    expect(toastText()).toContain('Great start!');
    expect(screen.getByTestId('announcer')).not.toHaveTextContent('Great start!');

    spell('BANJO');
    await waitFor(() => expect(bannerTitle()).toBe('Nice work!'));
    expect(banner()).toHaveTextContent('score 30 points or find a 11-point word');
    expect(concealed(screen.getByTestId('target-score'))).toBe(false);
    expect(screen.getByRole('button', { name: "Today's targets" })).toBeInTheDocument();
    // A dialog celebrates this word (no toast): the announcer reads its tip.
    expect(screen.getByTestId('announcer')).toHaveTextContent('Nice work!');
    const amazing = await screen.findByRole('dialog', { name: 'Amazing!' }, { timeout: 5000 });
    fireEvent.click(within(amazing).getByRole('button', { name: 'Keep Playing' }));

    spell('HUG');
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
    await openGameScreen();
    expect(bannerTitle()).toBe('Welcome to Dozen!');
    cleanup();

    await openGameScreen();
    expect(banner()).toBeNull();
  });

  it('closing "Nice work!" ends the strategy stage: onboarding is complete', async () => {
    await openGameScreen();
    spell('IN');
    await waitFor(() => expect(bannerTitle()).toBe('Great start!'));
    spell('HUG');
    await waitFor(() => expect(bannerTitle()).toBe('Nice work!'));
    fireEvent.click(screen.getByRole('button', { name: 'Close tip' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(stored()?.stage).toBe('complete');
  });

  it('Skip Tutorial shows everything at once and for good', async () => {
    await openGameScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tutorial' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(stored()).toMatchObject({ stage: 'complete', hasSeenHints: true, hasSeenTargets: true });
    expect(concealed(document.querySelector('.tile__points')!)).toBe(false);
    expect(concealed(screen.getByTestId('target-score'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Hints' })).toBeInTheDocument();
  });

  it('contextual suggestions wait for the end of the tutorial, and respect the Settings switch', async () => {
    await openGameScreen();
    await miss('UJ');
    await waitFor(() => expect(bannerTitle()).toBe('Need some help?'));
    await miss('HJB');
    expect(screen.queryByTestId('suggestion')).toBeNull();
    cleanup();

    // The tutorial over: the second miss in a row brings level 1.
    finishOnboarding();
    await openGameScreen();
    await miss('UJ');
    await miss('HJB');
    expect(await screen.findByTestId('suggestion')).toBeInTheDocument();
    cleanup();

    // Switched off in Settings: none, tutorial or not.
    localStorage.setItem(StorageKey.suggestionsDisabled, 'true');
    await openGameScreen();
    await miss('UJ');
    await miss('HJB');
    expect(screen.queryByTestId('suggestion')).toBeNull();
  });
});
