import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameHeader } from './GameHeader.js';

afterEach(cleanup);

const show = (score: number, targetScore: number | null, continuousMode = false) =>
  render(
    <GameHeader score={score} targetScore={targetScore} continuousMode={continuousMode} onBack={() => {}} />,
  );

describe('GameHeader', () => {
  it.each([
    [0, null, '–', null],
    [0, 23, '23', 'game-header__target--missed'],
    [22, 23, '23', 'game-header__target--missed'],
    [23, 23, '23', 'game-header__target--reached'],
  ])('score %i, target %s: shows %s (%s)', (score, target, shown, state) => {
    show(score, target);
    const pill = screen.getByTestId('target-score');
    expect(pill.querySelector('.game-header__value')).toHaveTextContent(shown);
    for (const name of ['game-header__target--missed', 'game-header__target--reached']) {
      if (name === state) expect(pill).toHaveClass(name);
      else expect(pill).not.toHaveClass(name);
    }
  });

  it('says in words how far the target is, or that it is reached; nothing while the pool loads', () => {
    show(20, 23);
    expect(screen.getByTestId('target-score')).toHaveTextContent('3 points to go');
    cleanup();
    show(25, 23);
    expect(screen.getByTestId('target-score')).toHaveTextContent(', reached');
    cleanup();
    show(0, null);
    expect(screen.getByTestId('target-score')).not.toHaveTextContent(/to go|reached/);
  });

  it('continuous mode: the score reads 0 and the target is hidden', () => {
    show(31, 23, true);
    expect(screen.getByTestId('game-score')).toHaveTextContent('0');
    expect(screen.queryByTestId('target-score')).not.toBeInTheDocument();
  });
});
