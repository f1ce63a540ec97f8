import './Logo.css';

/**
 * Dozen's mark: twelve tiles in a 4 × 3 grid (the day's twelve letters), the diagonal picked out
 * like a word being spelled, beside the wordmark. The visible text "Dozen" is the accessible name.
 */
const TILE = 10;
const GAP = 2.5;
const SPELLED = new Set([0, 5, 10, 11]);

export function Logo({
  size = 'medium',
  className,
}: {
  size?: 'small' | 'medium' | 'large';
  className?: string;
}) {
  const tiles = Array.from({ length: 12 }, (_, index) => {
    const col = index % 4;
    const row = Math.floor(index / 4);
    return (
      <rect
        key={index}
        x={col * (TILE + GAP)}
        y={row * (TILE + GAP)}
        width={TILE}
        height={TILE}
        rx={2.6}
        className={SPELLED.has(index) ? 'logo__tile logo__tile--spelled' : 'logo__tile'}
      />
    );
  });
  return (
    <span className={['logo', `logo--${size}`, className].filter(Boolean).join(' ')}>
      <svg
        className="logo__mark"
        viewBox={`0 0 ${4 * TILE + 3 * GAP} ${3 * TILE + 2 * GAP}`}
        aria-hidden="true"
        focusable="false"
      >
        {tiles}
      </svg>
      <span className="logo__word">Dozen</span>
    </span>
  );
}
