import type { DashboardSeries } from '@sheesham/shared/admin-dashboard';
import { Skeleton } from '@/components/ui/skeleton';
import { type SeriesMeasure, seriesSummary } from '../series-summary';
import type { Section } from '../use-dashboard-data';
import { DashboardPanel } from './dashboard-panel';
import { SectionBody } from './section-body';
import { SeriesChart } from './series-chart';

interface SeriesPanelProps {
  title: string;
  section: Section<DashboardSeries>;
  measure: SeriesMeasure;
  kind: 'bar' | 'line';
}

/** Beyond the spec: one figure per day over the last 30 days in India, drawn and in words. */
export function SeriesPanel({ title, section, measure, kind }: SeriesPanelProps) {
  return (
    <DashboardPanel title={title} description="Last 30 days, per day in India (IST)">
      <SectionBody
        section={section}
        what={`${title.toLowerCase()} per day`}
        skeleton={<Skeleton className="h-52 w-full" />}
      >
        {(series) => (
          <div className="space-y-3">
            <p className="text-sm font-medium">{seriesSummary(series.points, measure)}</p>
            <SeriesChart
              points={series.points}
              measure={measure}
              kind={kind}
              caption={`${measure.name} per day, last ${series.points.length} days`}
            />
          </div>
        )}
      </SectionBody>
    </DashboardPanel>
  );
}
