import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_HINTS } from '../../../test-support/fake-game-server.js';
import { renderWithQueries } from '../../../test-support/render.js';
import { HintsModal, type HintsModalProps } from './HintsModal.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(props: Partial<HintsModalProps> = {}) {
  renderWithQueries(
    <HintsModal
      onClose={vi.fn()}
      playerId="player1"
      date="2026-11-21"
      poolHints={{ ...NO_HINTS, totalWords: 3 }}
      entry={null}
      hasSpelledWord={false}
      continuousMode={false}
      targetScoreReached={false}
      {...props}
    />,
  );
  return screen.getByRole('dialog', { name: 'Hints' });
}

const states = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.className.replace('hint hint--', ''));

describe('HintsModal', () => {
  it('offers hint 1 and bonus hint 7, the rest locked', () => {
    const dialog = show();
    expect(states(dialog)).toEqual([
      'reveal',
      'locked',
      'locked',
      'locked',
      'locked',
      'locked',
      'reveal',
      'locked',
    ]);
    expect(within(dialog).getAllByText('Locked')).toHaveLength(6);
  });

  it('reveals the next hint through the server and shows its value', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        hintsUsed: 1,
        targetWordHintsUsed: 0,
        hint: { number: 1, key: 'totalWords', value: 3 },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const dialog = show({ poolHints: NO_HINTS });
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Reveal hint 1: Words in the target combination' }),
    );
    await waitFor(() => expect(states(dialog).slice(0, 2)).toEqual(['revealed', 'reveal']));
    expect(dialog.querySelector('.hint__value')).toHaveTextContent('3');
    expect(fetch).toHaveBeenCalledWith(
      '/api/increment-hint/player1/2026-11-21',
      expect.objectContaining({ method: 'POST', body: '{"isBonus":false}' }),
    );
  });

  it.each([
    [{ hasSpelledWord: true }, 'Suggestions unavailable after spelling a word'],
    [{ continuousMode: true }, 'Suggestions unavailable in continuous mode'],
  ])('%j → %s, and nothing can be revealed', (props, message) => {
    const dialog = show(props);
    expect(dialog).toHaveTextContent(message);
    for (const button of within(dialog).getAllByRole('button', { name: /^Reveal hint/ }))
      expect(button).toBeDisabled();
  });

  it('shows Reached for normal hints once the target score is met', () => {
    const dialog = show({ targetScoreReached: true, entry: undefined });
    expect(states(dialog).slice(0, 6)).toEqual(Array(6).fill('reached'));
  });
});
