import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@app/shared/ui';
import { canDrawCharts, type TimeSeries } from './series';

// The charting library comes with the first chart, never with the back office's first load.
const TimeChart = lazy(() => import('./time-chart'));

/**
 * A chart of series over time with the same figures as a table (in a disclosure): the chart for
 * sighted staff, the table for everyone. The chart spans every time given; the table lists the
 * rows given (the dashboard's days, the hours a remote loaded).
 */
export function ChartFigure({
  title,
  times,
  series,
  rows,
  rowHeader,
  format,
  formatTime,
  whole = false,
  height,
  className = 'mb-4',
}: {
  title: string;
  /** Seconds since 1970 (UTC), one per value of each series. */
  times: number[];
  series: TimeSeries[];
  rows: Array<{ key: string; label: string; values: Array<number | null> }>;
  /** What a row is (a day, an hour): the table's first column and the chart legend's. */
  rowHeader: string;
  format: (value: number) => string;
  formatTime: (seconds: number) => string;
  /** Counts: whole steps on the chart's value axis. */
  whole?: boolean;
  height?: number;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <figure className={className}>
      <figcaption className="h6">{title}</figcaption>
      {canDrawCharts() && (
        <Suspense fallback={<p className="text-body-secondary">{t('charts.loading')}</p>}>
          <TimeChart
            times={times}
            series={series}
            format={format}
            formatTime={formatTime}
            timeLabel={rowHeader}
            whole={whole}
            height={height}
          />
        </Suspense>
      )}
      <details>
        <summary>{t('charts.as_table')}</summary>
        <TableScroll label={title}>
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                {series.map((one) => (
                  <th scope="col" key={one.label} className="text-end">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={series[index]?.label ?? index} className="text-end">
                      {value === null ? '—' : format(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
