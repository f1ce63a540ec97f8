export interface Column {
  key: string;
  /** 0–max; null draws the "no value" mark (a day not played). */
  value: number | null;
  /** Emphasised columns (e.g. a day the Target Score was reached). */
  highlight?: boolean;
  /** Hover text (mouse users; the chart's table carries the same for everyone). */
  tooltip: string;
}

export interface ColumnChartProps {
  columns: Column[];
  max: number;
  /** Labels under the first, middle and last columns. */
  axisLabels: [string, string, string];
  /** The top gridline's label, e.g. '100%'. */
  topLabel: string;
}

const WIDTH = 300;
const HEIGHT = 100;

/** Vertical columns in a scalable SVG, with a gridline at the top and half way. */
export function ColumnChart({ columns, max, axisLabels, topLabel }: ColumnChartProps) {
  const slot = WIDTH / Math.max(1, columns.length);
  const barWidth = Math.max(2, slot * 0.7);
  return (
    <div className="column-chart">
      <span className="column-chart__top">{topLabel}</span>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="column-chart__svg"
        focusable="false"
      >
        <line x1="0" x2={WIDTH} y1="0.5" y2="0.5" className="column-chart__grid" />
        <line x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="column-chart__grid" />
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="column-chart__axis" />
        {columns.map((column, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          if (column.value === null)
            return (
              <rect
                key={column.key}
                x={x}
                y={HEIGHT - 3}
                width={barWidth}
                height={2}
                className="column-chart__none"
              >
                <title>{column.tooltip}</title>
              </rect>
            );
          const height = Math.max(2, (HEIGHT * Math.min(column.value, max)) / Math.max(1, max));
          return (
            <rect
              key={column.key}
              x={x}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={Math.min(2, barWidth / 3)}
              className={column.highlight ? 'column-chart__bar is-highlight' : 'column-chart__bar'}
            >
              <title>{column.tooltip}</title>
            </rect>
          );
        })}
      </svg>
      <div className="column-chart__axis-labels">
        {axisLabels.map((label, index) => (
          <span key={index}>{label}</span>
        ))}
      </div>
    </div>
  );
}
