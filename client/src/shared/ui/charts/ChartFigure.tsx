import { useId, type ReactNode } from 'react';
import './charts.css';

export interface ChartTable {
  /** Column headings; the first column heads each row. */
  columns: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}

export interface ChartFigureProps {
  title: string;
  /** One sentence a reader gets instead of the picture (shown under it too). */
  summary: string;
  /** The picture itself: decorative for assistive technology, which reads the summary and table. */
  children: ReactNode;
  table: ChartTable;
  testId?: string;
}

/**
 * A chart with its text alternative (WCAG 1.1.1): a caption, a one-sentence summary, and every
 * figure of the chart in a real table behind "Show as a table" — the table, not the picture, is
 * what a screen reader navigates. Charts are plain SVG/HTML drawn by us (no chart library: see
 * docs/decisions.md, "Client").
 */
export function ChartFigure({ title, summary, children, table, testId }: ChartFigureProps) {
  const captionId = useId();
  return (
    <figure className="chart" aria-labelledby={captionId} data-testid={testId}>
      <figcaption id={captionId} className="chart__title">
        {title}
      </figcaption>
      <div className="chart__picture" aria-hidden="true">
        {children}
      </div>
      <p className="chart__summary">{summary}</p>
      <details className="chart__table">
        <summary>Show as a table</summary>
        {/* A wide table scrolls sideways on a phone: a named, focusable region, so keyboards can. */}
        <div className="chart__table-scroll" tabIndex={0} role="region" aria-label={`${title}: table`}>
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
