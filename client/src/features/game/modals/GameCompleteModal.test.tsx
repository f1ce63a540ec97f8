import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompletedWord } from '../../../domain/saved-state.js';
import { GameCompleteModal, wordsToShow } from './GameCompleteModal.js';

afterEach(cleanup);

const word = (text: string, score: number, extra: Partial<CompletedWord> = {}): CompletedWord => ({
  word: text,
  score,
  isTopWord: false,
  isTargetWord: false,
  letterIndices: [],
  ...extra,
});

const seven = [
  word('AT', 3),
  word('TEA', 4),
  word('PLANKED', 14, { isTopWord: true }),
  word('OX', 5),
  word('RE', 3),
  word('WAX', 7, { isTargetWord: true }),
  word('IS', 3),
];

function show(props: Partial<Parameters<typeof GameCompleteModal>[0]> = {}) {
  render(
    <GameCompleteModal
      score={39}
      continuousMode={false}
      words={seven}
      wordsBeforeGame={[]}
      previousBest={null}
      shareReady={false}
      onReturnHome={vi.fn()}
      onPlayAgain={vi.fn()}
      onClose={vi.fn()}
      {...props}
    />,
  );
  return screen.getByRole('dialog', { name: 'Game Complete' });
}

describe('wordsToShow', () => {
  it.each([
    [6, 6, false],
    [7, 3, true],
  ])('%i words → %i shown (top only: %s)', (count, shown, topOnly) => {
    const result = wordsToShow(seven.slice(0, count));
    expect(result.words).toHaveLength(shown);
    expect(result.topOnly).toBe(topOnly);
  });
});

describe('GameCompleteModal', () => {
  it('lists the top 3 words when more than 6 were found, with their badges', () => {
    const dialog = show();
    expect(within(dialog).getByTestId('complete-score')).toHaveTextContent('39');
    expect(within(dialog).getByTestId('complete-words')).toHaveTextContent('7');
    expect(within(dialog).getByText('Top 3 words')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.word-row__word')?.textContent)).toEqual([
      'PLANKED',
      'WAX',
      'OX',
    ]);
    expect(within(rows[0]!).getByText('Top Word')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Target Word')).toBeInTheDocument();
    expect(within(dialog).queryByText('New Best')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('New Word')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play Again' })).toBeInTheDocument();
  });

  it('marks a new best score and words not found in earlier games today', () => {
    const dialog = show({
      words: seven.slice(0, 3),
      score: 21,
      previousBest: 20,
      wordsBeforeGame: [{ word: 'TEA', score: 4 }],
    });
    expect(within(dialog).getByText('New Best')).toBeInTheDocument();
    expect(within(dialog).getByText('Your words')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText('New Word') !== null)).toEqual([true, false, true]);
  });

  it('no new best for a lower score or in continuous mode', () => {
    expect(within(show({ score: 19, previousBest: 20 })).queryByText('New Best')).not.toBeInTheDocument();
    cleanup();
    expect(
      within(show({ score: 99, previousBest: 20, continuousMode: true })).queryByText('New Best'),
    ).not.toBeInTheDocument();
  });

  it('offers Share only with something to share, and holds it while the game is being saved', () => {
    expect(within(show()).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    cleanup();
    const onShare = vi.fn();
    const saving = show({ onShare, shareReady: false });
    expect(within(saving).getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(within(saving).getByRole('status')).toHaveTextContent('Saving your game…');
    cleanup();
    const ready = show({ onShare, shareReady: true });
    within(ready).getByRole('button', { name: 'Share' }).click();
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(within(ready).getByRole('status')).toHaveTextContent('');
  });
});
