import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TileGrid, tileLabel } from './TileGrid.js';

afterEach(cleanup);

const tiles = [...'QUAD'].map((letter, index) => ({ letter, index }));

describe('tileLabel', () => {
  it.each([
    ['A', 'available', 'Letter A, 1 point'],
    ['Q', 'selected', 'Letter Q, 4 points, selected'],
    ['D', 'used', 'Letter D, 3 points, used'],
    ['N', 'disabled', 'Letter N, 2 points, disabled'],
  ] as const)('%s %s → %s', (letter, state, label) => {
    expect(tileLabel(letter, state)).toBe(label);
  });
});

describe('TileGrid', () => {
  it('names each tile by letter, points and state, and locks used tiles', () => {
    const onToggle = vi.fn();
    render(
      <TileGrid tiles={tiles} selected={[2, 0]} used={new Set([3])} gameOver={false} onToggle={onToggle} />,
    );
    expect(screen.getByRole('button', { name: 'Letter Q, 4 points, selected' })).toHaveTextContent('Q42');
    expect(screen.getByRole('button', { name: 'Letter A, 1 point, selected' })).toHaveTextContent('A11');
    expect(screen.getByRole('button', { name: 'Letter U, 1 point' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Letter D, 3 points, used' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Letter U, 1 point' }));
    expect(onToggle).toHaveBeenCalledWith(1);
  });

  it('disables every free tile once the game is over', () => {
    render(<TileGrid tiles={tiles} selected={[]} used={new Set()} gameOver onToggle={() => {}} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeDisabled();
      expect(button.getAttribute('aria-label')).toMatch(/, disabled$/);
    }
  });
});
