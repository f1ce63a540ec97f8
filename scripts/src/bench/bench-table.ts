/** The server benchmark's table: each figure, its anchor from the same run, the ratio and its goal. */
export interface Row {
  figure: string;
  value: number;
  anchor: number | null;
  unit: string;
  goal: { kind: 'min' | 'max'; ratio: number } | null;
}

export function printTable(rows: Row[]): void {
  const format = (n: number | null, unit: string) =>
    n === null ? '—' : `${n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2)} ${unit}`;
  const lines = rows.map((row) => {
    const ratio = row.anchor ? row.value / row.anchor : null;
    const goal = row.goal ? `${row.goal.kind === 'min' ? '≥' : '≤'} ${row.goal.ratio}` : '';
    const verdict =
      row.goal && ratio !== null
        ? (row.goal.kind === 'min' ? ratio >= row.goal.ratio : ratio <= row.goal.ratio)
          ? 'met'
          : 'NOT met'
        : '';
    return [
      row.figure,
      format(row.value, row.unit),
      format(row.anchor, row.unit),
      ratio === null ? '—' : ratio.toFixed(2),
      goal,
      verdict,
    ];
  });
  const header = ['figure', 'dozen', 'anchor', 'ratio', 'goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(
    `\n${render(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(render).join('\n')}`,
  );
}
