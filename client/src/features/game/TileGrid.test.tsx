import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TileGrid } from './TileGrid.js';

afterEach(cleanup);

const tiles = [...'QUAD'].map((letter, index) => ({ letter, index }));

describe('TileGrid', () => {
  it('names each tile by its visible letter first, then points and state, and locks used tiles', () => {
    const onToggle = vi.fn();
    render(
      <TileGrid tiles={tiles} selected={[2, 0]} used={new Set([3])} gameOver={false} onToggle={onToggle} />,
    );
    // The accessible name is the tile's own text (no aria-label to drift from what is shown);
    // the visible letter, value and order are all that a sighted player reads.
    for (const [name, visible] of [
      ['Q, 4 points, selected', 'Q42'],
      ['A, 1 point, selected', 'A11'],
      ['U, 1 point', 'U1'],
      ['D, 3 points, used', 'D3'],
    ] as const) {
      const button = screen.getByRole('button', { name });
      expect(button).not.toHaveAttribute('aria-label');
      const shown = [...button.querySelectorAll('.tile__letter, .tile__points, .tile__order')]
        .map((element) => element.textContent)
        .join('');
      expect([...shown].sort().join('')).toBe([...visible].sort().join(''));
    }
    expect(screen.getByRole('button', { name: 'U, 1 point' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'D, 3 points, used' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'U, 1 point' }));
    expect(onToggle).toHaveBeenCalledWith(1);
  });

  it('disables every free tile once the game is over', () => {
    render(<TileGrid tiles={tiles} selected={[]} used={new Set()} gameOver onToggle={() => {}} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleName(/^[QUAD], \d points?, disabled$/);
    }
  });
});
