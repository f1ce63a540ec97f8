import { letterValue } from '@dozen/engine';
import { type Tile } from '../../game/saved-state.js';

export type TileState = 'available' | 'selected' | 'used' | 'disabled';

/** 'Letter A, 1 point, selected': the name says letter, value and state (colour is not alone). */
export function tileLabel(letter: string, state: TileState): string {
  const points = letterValue(letter);
  const base = `Letter ${letter}, ${points} ${points === 1 ? 'point' : 'points'}`;
  return state === 'available' ? base : `${base}, ${state}`;
}

export interface TileGridProps {
  tiles: Tile[];
  /** Pool indices in the word being built, in order. */
  selected: number[];
  used: Set<number>;
  gameOver: boolean;
  onToggle: (index: number) => void;
}

/** The 12 letter tiles: 6 columns on small screens, 12 on wide ones (CSS). */
export function TileGrid({ tiles, selected, used, gameOver, onToggle }: TileGridProps) {
  return (
    <ul className="tile-grid" aria-label="Letter tiles">
      {tiles.map((tile) => {
        const position = selected.indexOf(tile.index);
        const state: TileState = used.has(tile.index)
          ? 'used'
          : position >= 0
            ? 'selected'
            : gameOver
              ? 'disabled'
              : 'available';
        return (
          <li key={tile.index} className="tile-grid__cell">
            <button
              type="button"
              className={`tile tile--${state}`}
              aria-label={tileLabel(tile.letter, state)}
              disabled={state === 'used' || state === 'disabled'}
              onClick={() => onToggle(tile.index)}
              data-testid="tile"
            >
              <span className="tile__letter" aria-hidden="true">
                {tile.letter}
              </span>
              <span className="tile__points" aria-hidden="true">
                {letterValue(tile.letter)}
              </span>
              {position >= 0 && (
                <span className="tile__order" aria-hidden="true">
                  {position + 1}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
