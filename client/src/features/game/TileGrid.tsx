import { letterValue } from '@dozen/engine';
import type { Tile } from '../../domain/saved-state.js';

export type TileState = 'available' | 'selected' | 'used' | 'disabled';

/**
 * 'A, 1 point, selected': letter, value and state (colour is never alone). It starts with the
 * letter the tile shows, so a voice-control user saying that letter hits the tile (WCAG 2.5.3
 * Label in Name). It is the tile's own (visually hidden) text rather than an aria-label, so name
 * and content cannot drift apart; the visible parts are hidden from assistive technology instead.
 */
function tileName(letter: string, state: TileState): string {
  const points = letterValue(letter);
  const name = `${letter}, ${points} ${points === 1 ? 'point' : 'points'}`;
  return state === 'available' ? name : `${name}, ${state}`;
}

export interface TileGridProps {
  tiles: Tile[];
  /** Pool indices in the word being built, in order. */
  selected: number[];
  used: Set<number>;
  gameOver: boolean;
  /**
   * Onboarding hides the point values while a new player discovers the letters (spec 001 §4).
   * Only their sight: the space stays (no jump when they appear), and the tile's name keeps its
   * points, which cost a screen-reader user nothing to hear.
   */
  showPoints?: boolean;
  onToggle: (index: number) => void;
}

/** The 12 letter tiles: 6 columns on small screens, 12 on wide ones (CSS). */
export function TileGrid({ tiles, selected, used, gameOver, showPoints = true, onToggle }: TileGridProps) {
  return (
    <ul className="tile-grid list-reset" aria-label="Letter tiles">
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
              disabled={state === 'used' || state === 'disabled'}
              onClick={() => onToggle(tile.index)}
              data-testid="tile"
            >
              {/* Reserved in every tile so the letter never moves; filled while selected. */}
              <span className="tile__order" aria-hidden="true">
                {position >= 0 ? position + 1 : ''}
              </span>
              <span className="tile__letter" aria-hidden="true">
                {tile.letter}
              </span>
              <span className={showPoints ? 'tile__points' : 'tile__points is-concealed'} aria-hidden="true">
                {letterValue(tile.letter)}
              </span>
              <span className="visually-hidden">{tileName(tile.letter, state)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
