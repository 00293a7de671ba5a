/**
 * A small SVG bar chart of one series (a label and a value per bar), with the figures as text for screen readers.
 * Drawn here rather than with a charting library: the tab needs one kind of chart.
 */
export function BarChart({ title, bars, format }: { title: string; bars: { label: string; value: number }[]; format: (value: number) => string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barWidth = 28;
  const gap = 8;
  const height = 160;
  const width = Math.max(1, bars.length) * (barWidth + gap);
  return (
    <figure className="admin-chart">
      <figcaption>{title}</figcaption>
      <div className="admin-chart__scroll">
        <svg width={width} height={height + 40} role="img" aria-label={title}>
          {bars.map((bar, index) => {
            const h = Math.round((bar.value / max) * height);
            const x = index * (barWidth + gap);
            return (
              <g key={bar.label}>
                <title>{`${bar.label}: ${format(bar.value)}`}</title>
                <rect x={x} y={height - h} width={barWidth} height={h} rx={3} className="admin-chart__bar" />
                <text x={x + barWidth / 2} y={height + 14} textAnchor="middle" className="admin-chart__label">{bar.label.slice(-5)}</text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
