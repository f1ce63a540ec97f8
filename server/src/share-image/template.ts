import { SHARE_IMAGE_SIZE } from '@dozen/engine/contract';

/**
 * The share card as SVG: a pure function of what the card shows (no I/O, no clock), rendered to
 * PNG by render.ts. Brand colours are client/src/shared/styles/tokens.css's light palette; the text is
 * set in Nunito (shipped by an npm package, see render.ts).
 *
 * What a card may show is exactly the fields below: the day, the tiles, the Target Score and, on
 * a player's card, their own score and how many words they found. There is no field for a word,
 * so no card can give one away.
 */
export interface ShareTile {
  letter: string;
  value: number;
}

interface CardBase {
  /** 'Saturday, November 21, 2026' (the engine's formatPuzzleDate). */
  dateText: string;
  /** The day's 12 tiles, in the pool's order. */
  tiles: readonly ShareTile[];
  targetScore: number;
  /** The site's host as players type it (from PUBLIC_URL), printed small under the tiles. */
  site: string;
}

export type ShareCard =
  | (CardBase & { kind: 'daily' })
  | (CardBase & {
      kind: 'score';
      score: number;
      wordCount: number;
      /**
       * Played from the archive: the card says so under the name. Present only then,
       * so a day's card keeps its stamp.
       */
      archive?: true;
    });

/** The line under the name: what kind of game the card is of. */
export const CARD_SUBTITLE = { daily: 'DAILY WORD PUZZLE', archive: 'PLAYED FROM THE ARCHIVE' } as const;

/**
 * Bumped whenever the drawing changes: it is part of every card's version stamp, so a new look
 * gets new URLs instead of hiding behind a year of caching.
 */
export const TEMPLATE_REVISION = 1;

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;

const COLOUR = {
  backgroundTop: '#0f7470',
  backgroundBottom: '#0a4f4d',
  tileShadow: '#073c3a',
  tile: '#fff4d6',
  tileBorder: '#e2c78a',
  accentTile: '#f0b429',
  accentTileBorder: '#c98a00',
  ink: '#1c2730',
  primary: '#0d6462',
  white: '#ffffff',
  muted: '#b5dcd9',
  accent: '#f0b429',
  track: '#ffffff2e',
} as const;

const LEFT = 72;
const TILE = { size: 116, gap: 18, radius: 18, columns: 4 } as const;
const GRID = {
  width: TILE.columns * TILE.size + (TILE.columns - 1) * TILE.gap,
  height: 3 * TILE.size + 2 * TILE.gap,
};
const GRID_X = WIDTH - LEFT - GRID.width;
const GRID_Y = 104;
const BAR_WIDTH = 440;

export function shareCardSvg(card: ShareCard): string {
  const [weekday, ...rest] = card.dateText.split(', ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1">',
    `<stop offset="0" stop-color="${COLOUR.backgroundTop}"/><stop offset="1" stop-color="${COLOUR.backgroundBottom}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<g font-family="Nunito">`,
    brand(card.kind === 'score' && card.archive ? CARD_SUBTITLE.archive : CARD_SUBTITLE.daily),
    text(LEFT, 218, weekday ?? '', { size: 30, weight: 800, fill: COLOUR.accent }),
    text(LEFT, 268, rest.join(', '), { size: 44, weight: 800, fill: COLOUR.white }),
    card.kind === 'daily' ? dailyBlock(card.targetScore) : scoreBlock(card),
    tiles(card.tiles),
    text(GRID_X + GRID.width / 2, GRID_Y + GRID.height + 62, card.site, {
      size: 24,
      weight: 700,
      fill: COLOUR.muted,
      anchor: 'middle',
    }),
    '</g></svg>',
  ];
  return parts.join('');
}

/** The logo's mark (twelve tiles, 4 × 3, the diagonal picked out), the name and the subtitle. */
function brand(subtitle: string): string {
  const size = 13;
  const gap = 3.5;
  const marks: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const picked = (row === 0 && column === 0) || (row === 1 && column === 1) || (row === 2 && column >= 2);
      marks.push(
        `<rect x="${LEFT + column * (size + gap)}" y="${66 + row * (size + gap)}" width="${size}" height="${size}" rx="3" fill="${picked ? COLOUR.tile : COLOUR.accentTile}"/>`,
      );
    }
  }
  return (
    marks.join('') +
    text(LEFT + 4 * (size + gap) + 14, 104, 'Dozen', { size: 50, weight: 900, fill: COLOUR.white }) +
    text(LEFT, 148, subtitle, { size: 20, weight: 800, fill: COLOUR.muted, spacing: 3 })
  );
}

function dailyBlock(targetScore: number): string {
  return (
    text(LEFT, 388, 'TARGET SCORE', { size: 22, weight: 800, fill: COLOUR.muted, spacing: 3 }) +
    text(LEFT - 4, 494, String(targetScore), { size: 112, weight: 900, fill: COLOUR.white }) +
    text(LEFT, 548, 'Build words from these 12 letters,', { size: 26, weight: 700, fill: COLOUR.muted }) +
    text(LEFT, 582, 'each tile once. Can you hit it?', { size: 26, weight: 700, fill: COLOUR.muted })
  );
}

function scoreBlock(card: Extract<ShareCard, { kind: 'score' }>): string {
  const reached = card.score >= card.targetScore;
  const share = card.targetScore > 0 ? Math.min(1, card.score / card.targetScore) : 0;
  const filled = Math.round(BAR_WIDTH * share);
  const words = `${card.wordCount} ${card.wordCount === 1 ? 'word' : 'words'} found`;
  return (
    text(LEFT, 388, 'MY SCORE', { size: 22, weight: 800, fill: COLOUR.muted, spacing: 3 }) +
    `<text x="${LEFT - 4}" y="494" fill="${COLOUR.white}" font-weight="900">` +
    `<tspan font-size="112">${card.score}</tspan>` +
    `<tspan font-size="44" font-weight="800" fill="${COLOUR.muted}" dx="14">/ ${card.targetScore}</tspan></text>` +
    `<rect x="${LEFT}" y="522" width="${BAR_WIDTH}" height="16" rx="8" fill="${COLOUR.track}"/>` +
    (filled > 0
      ? `<rect x="${LEFT}" y="522" width="${Math.max(16, filled)}" height="16" rx="8" fill="${COLOUR.accent}"/>`
      : '') +
    (reached
      ? check(LEFT, 558) +
        text(LEFT + 38, 582, `Target Score reached · ${words}`, {
          size: 26,
          weight: 800,
          fill: COLOUR.white,
        })
      : text(LEFT, 582, `Target Score ${card.targetScore} · ${words}`, {
          size: 26,
          weight: 700,
          fill: COLOUR.muted,
        }))
  );
}

/** A check mark in a saffron disc (drawn, so it needs no glyph from the font). */
function check(x: number, y: number): string {
  return (
    `<circle cx="${x + 14}" cy="${y + 14}" r="14" fill="${COLOUR.accent}"/>` +
    `<path d="M${x + 7} ${y + 14.5} l5 5 l9 -10" fill="none" stroke="${COLOUR.ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** The twelve tiles, 4 × 3 like the logo; 3- and 4-point letters on saffron. */
function tiles(list: readonly ShareTile[]): string {
  return list
    .map((tile, index) => {
      const x = GRID_X + (index % TILE.columns) * (TILE.size + TILE.gap);
      const y = GRID_Y + Math.floor(index / TILE.columns) * (TILE.size + TILE.gap);
      const rare = tile.value >= 3;
      return (
        `<rect x="${x}" y="${y + 7}" width="${TILE.size}" height="${TILE.size}" rx="${TILE.radius}" fill="${COLOUR.tileShadow}"/>` +
        `<rect x="${x + 1.5}" y="${y + 1.5}" width="${TILE.size - 3}" height="${TILE.size - 3}" rx="${TILE.radius}" fill="${rare ? COLOUR.accentTile : COLOUR.tile}" stroke="${rare ? COLOUR.accentTileBorder : COLOUR.tileBorder}" stroke-width="3"/>` +
        text(x + TILE.size / 2, y + TILE.size / 2 + 21, tile.letter, {
          size: 68,
          weight: 800,
          fill: COLOUR.ink,
          anchor: 'middle',
        }) +
        text(x + TILE.size - 14, y + TILE.size - 13, String(tile.value), {
          size: 24,
          weight: 800,
          fill: rare ? COLOUR.ink : COLOUR.primary,
          anchor: 'end',
        })
      );
    })
    .join('');
}

interface TextStyle {
  size: number;
  weight: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** letter-spacing in px */
  spacing?: number;
}

function text(x: number, y: number, content: string, style: TextStyle): string {
  const anchor = style.anchor && style.anchor !== 'start' ? ` text-anchor="${style.anchor}"` : '';
  const spacing = style.spacing ? ` letter-spacing="${style.spacing}"` : '';
  return `<text x="${x}" y="${y}" font-size="${style.size}" font-weight="${style.weight}" fill="${style.fill}"${anchor}${spacing}>${escapeXml(content)}</text>`;
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
