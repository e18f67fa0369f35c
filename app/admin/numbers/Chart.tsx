import type { ReactNode } from "react";
import type { NumbersTable } from "./numbers.server";

/**
 * A table's numbers drawn on the server as SVG (no script): periods as columns over time, a
 * ranking as bars, one colour per number. `role="img"` with a title: the table beside it is
 * what a screen reader reads.
 */

const WIDTH = 640;
/** The first number's colour and the second's (see numbers.css for the legend). */
const FILLS = ["numbers-fill-0", "numbers-fill-1"];

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= max)!;
}

function shorten(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function Chart({ table, label }: { table: NumbersTable; label: string }) {
  const titleId = `chart-${table.id}`;
  const series = table.headers.length - 1;
  const top = niceTop(Math.max(0, ...table.rows.flatMap((row) => row.values)));
  return table.shape === "time" ? (
    <TimeChart table={table} top={top} series={series} titleId={titleId} label={label} />
  ) : (
    <RankingChart table={table} top={top} series={series} titleId={titleId} label={label} />
  );
}

/** The drawing's frame: an image of the page's width, titled for a screen reader. */
function ChartFrame({
  height,
  titleId,
  label,
  children,
}: {
  height: number;
  titleId: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg
      className="numbers-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{label}</title>
      {children}
    </svg>
  );
}

interface Drawn {
  table: NumbersTable;
  top: number;
  series: number;
  titleId: string;
  label: string;
}

function TimeChart({ table, top, series, titleId, label }: Drawn) {
  const height = 220;
  const left = 40;
  const bottom = 30;
  const plot = height - bottom - 10;
  const slot = (WIDTH - left - 10) / Math.max(1, table.rows.length);
  const bar = (slot * 0.7) / series;
  const y = (value: number) => 10 + plot - (value / top) * plot;
  return (
    <ChartFrame height={height} titleId={titleId} label={label}>
      {[0, top / 2, top].map((tick) => (
        <g key={tick}>
          <line x1={left} x2={WIDTH - 10} y1={y(tick)} y2={y(tick)} className="numbers-grid" />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {table.rows.map((row, i) => {
        const x = left + i * slot + slot * 0.15;
        return (
          <g key={row.label}>
            {row.values.map((value, s) => (
              <rect
                key={s}
                className={FILLS[s]}
                x={x + s * bar}
                y={y(value)}
                width={bar}
                height={y(0) - y(value)}
              />
            ))}
            <text x={x + (bar * series) / 2} y={height - 10} textAnchor="middle">
              {row.label.slice(5)}
            </text>
          </g>
        );
      })}
      <line x1={left} x2={WIDTH - 10} y1={y(0)} y2={y(0)} className="numbers-axis" />
    </ChartFrame>
  );
}

function RankingChart({ table, top, series, titleId, label }: Drawn) {
  const row = 12 * series + 8;
  const left = 220;
  const height = Math.max(1, table.rows.length) * row + 24;
  const x = (value: number) => left + (value / top) * (WIDTH - left - 50);
  return (
    <ChartFrame height={height} titleId={titleId} label={label}>
      {table.rows.map((item, i) => (
        <g key={item.label}>
          <text x={left - 6} y={i * row + 4 + 6 * series + 4} textAnchor="end">
            {shorten(item.label, 16)}
          </text>
          {item.values.map((value, s) => (
            <g key={s}>
              <rect
                className={FILLS[s]}
                x={left}
                y={i * row + 4 + s * 12}
                width={x(value) - left}
                height={11}
              />
              <text x={x(value) + 4} y={i * row + 4 + s * 12 + 9}>
                {value}
              </text>
            </g>
          ))}
        </g>
      ))}
      <line x1={left} x2={left} y1={0} y2={height - 20} className="numbers-axis" />
      {[0, top / 2, top].map((tick) => (
        <text key={tick} x={x(tick)} y={height - 6} textAnchor="middle">
          {tick}
        </text>
      ))}
    </ChartFrame>
  );
}
