export interface BarPair {
  key: string;
  label: string;
  /** 0–100 each; null draws no bar (not enough data). */
  first: number | null;
  second: number | null;
}

export interface PairedBarsProps {
  pairs: BarPair[];
  /** Legend names of the two bars, e.g. ['You', 'Community']. */
  names: [string, string];
}

const width = (value: number | null) => `${Math.max(0, Math.min(100, value ?? 0))}%`;

/** Horizontal bar pairs on a 0–100 scale (e.g. the player against the community, per area). */
export function PairedBars({ pairs, names }: PairedBarsProps) {
  return (
    <div className="paired-bars">
      <div className="paired-bars__legend">
        <span className="paired-bars__key paired-bars__key--first">{names[0]}</span>
        <span className="paired-bars__key paired-bars__key--second">{names[1]}</span>
      </div>
      {pairs.map((pair) => (
        <div key={pair.key} className="paired-bars__row">
          <span className="paired-bars__label">{pair.label}</span>
          <span className="paired-bars__bars">
            <span className="paired-bars__bar paired-bars__bar--first" style={{ width: width(pair.first) }} />
            <span
              className="paired-bars__bar paired-bars__bar--second"
              style={{ width: width(pair.second) }}
            />
          </span>
          <span className="paired-bars__value">{pair.first === null ? '–' : `${pair.first}%`}</span>
        </div>
      ))}
    </div>
  );
}
