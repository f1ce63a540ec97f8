import './ProgressBar.css';

export interface ProgressBarProps {
  /** 0–100; shown capped. */
  percent: number;
  /** Names the bar for assistive technology (e.g. the challenge's title). */
  label: string;
  /** Read out instead of the bare percentage, e.g. '3 of 5 games'. */
  valueText?: string;
  tone?: 'primary' | 'success' | 'accent';
}

/** A thin progress bar that screen readers read as one (value and its words). */
export function ProgressBar({ percent, label, valueText, tone = 'primary' }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={`progress-bar progress-bar--${tone}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value}%`}
    >
      <span className="progress-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
