import type { SeriesPoint } from '@sheesham/shared/admin-dashboard';
import { cn } from '@/lib/utils';
import { formatDay, type SeriesMeasure } from '../series-summary';

const WIDTH = 300;
const HEIGHT = 100;

interface SeriesChartProps {
  points: SeriesPoint[];
  measure: SeriesMeasure;
  kind: 'bar' | 'line';
  /** Names the data table for screen readers, e.g. 'Revenue per day, last 30 days'. */
  caption: string;
}

/**
 * A small hand-drawn SVG chart (no chart library: the admin chunk stays small). The drawing is
 * hidden from assistive tech; the same figures are in a visually hidden table, and the panel
 * states the total and the highest day in words (once, above the chart). Hovering a day shows its
 * value.
 */
export function SeriesChart({ points, measure, kind, caption }: SeriesChartProps) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const slot = WIDTH / Math.max(points.length, 1);
  const y = (value: number) => (max === 0 ? HEIGHT : HEIGHT - (value / max) * (HEIGHT - 4));
  const label = (point: SeriesPoint) => `${formatDay(point.date)}: ${measure.format(point.value)}`;
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className={cn(
          'h-40 w-full overflow-visible',
          kind === 'bar' ? 'text-gold' : 'text-primary',
        )}
        data-testid={`${kind}-chart`}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.3} />
        {kind === 'bar' ? (
          points.map((point, index) => (
            <rect
              key={point.date}
              x={index * slot + slot * 0.15}
              width={slot * 0.7}
              y={y(point.value)}
              height={HEIGHT - y(point.value)}
              fill="currentColor"
              rx={1}
            >
              <title>{label(point)}</title>
            </rect>
          ))
        ) : (
          <>
            <polyline
              points={points.map((point, i) => `${(i + 0.5) * slot},${y(point.value)}`).join(' ')}
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            {points.map((point, index) => (
              <rect
                key={point.date}
                x={index * slot}
                width={slot}
                y={0}
                height={HEIGHT}
                fill="transparent"
              >
                <title>{label(point)}</title>
              </rect>
            ))}
          </>
        )}
      </svg>
      {first && last ? (
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
      ) : null}
      {/* .sr-only goes on a wrapper: a table grows past the 1 px box to fit its rows and ignores
          the overflow clip, so on the table itself it left a blank scroll area on the page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{measure.name}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatDay(point.date)}</th>
                <td>{measure.format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
