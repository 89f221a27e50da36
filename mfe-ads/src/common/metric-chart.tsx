import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartPoint {
  /** The day, YYYY-MM-DD. */
  day: string;
  value: number;
}

/**
 * A metric per day (recharts, which Pinterest's own gestalt-charts draws with): a line for counts,
 * bars for spend. Named for screen readers as a figure; the same numbers are in the page's table.
 */
export function MetricChart({
  label,
  points,
  kind = 'line',
  format = (value) => value.toLocaleString(),
  minTop = 4,
}: {
  label: string;
  points: readonly ChartPoint[];
  kind?: 'line' | 'bar';
  format?: (value: number) => string;
  /** The axis reaches at least this (so days of nothing read as 0 of something, not 0 of 0). */
  minTop?: number;
}) {
  const data = points.map((p) => ({ ...p, day: p.day.slice(5) }));
  const common = (
    <>
      <CartesianGrid stroke="#e9e9e9" vertical={false} />
      <XAxis dataKey="day" tick={{ fontSize: 12 }} />
      <YAxis
        tick={{ fontSize: 12 }}
        tickFormatter={format}
        width={72}
        allowDecimals={false}
        domain={[0, (top: number) => Math.max(top, minTop)]}
      />
      <Tooltip formatter={(value) => [format(Number(value)), label]} />
    </>
  );
  return (
    <figure className="pb-ads-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={240}>
        {kind === 'bar' ? (
          <BarChart data={data}>
            {common}
            <Bar dataKey="value" fill="#e60023" isAnimationActive={false} />
          </BarChart>
        ) : (
          <LineChart data={data}>
            {common}
            <Line dataKey="value" stroke="#e60023" strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
