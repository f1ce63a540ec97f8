import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AchievementModal, type AchievementModalProps } from './AchievementModal.js';

afterEach(cleanup);

function show(props: Partial<AchievementModalProps>) {
  const handlers = { onShare: vi.fn(), onClose: vi.fn() };
  render(
    <AchievementModal
      achievement="amazing"
      word="planked"
      score={16}
      targetScore={26}
      gameOver={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('AchievementModal', () => {
  it.each([
    ['amazing', 'Amazing!', "You found today's top word: PLANKED, worth 16 points!"],
    [
      'congratulations',
      'Congratulations!',
      "You found all of today's target words, the combination behind the Target Score!",
    ],
    ['fantastic', 'Fantastic!', 'You reached the target score of 26 with your own combination of words!'],
  ] as const)('%s: titled %s, described truthfully', (kind, title, description) => {
    show({ achievement: kind });
    expect(screen.getByRole('dialog', { name: title })).toHaveAccessibleDescription(description);
  });

  it('shares, and goes on with Keep Playing (or Continue once the word ended the game)', async () => {
    const user = userEvent.setup();
    const { onShare, onClose } = show({ achievement: 'fantastic' });
    const dialog = screen.getByRole('dialog', { name: 'Fantastic!' });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Playing' }));
    expect(onClose).toHaveBeenCalledOnce();
    cleanup();
    show({ achievement: 'fantastic', gameOver: true });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});
