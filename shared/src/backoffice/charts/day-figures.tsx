import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './chart-figure';
import type { TimeSeries } from './series';

/** Series per day of the range, charted, with the same figures per day as a table. */
export function DayFigures({
  title,
  days,
  series,
  format,
  whole = false,
  dayLabel,
}: {
  title: string;
  days: string[];
  series: TimeSeries[];
  format: (value: number) => string;
  /** Counts (not money): whole steps on the value axis. */
  whole?: boolean;
  /** What a row is, in the screen's words ("Day"). */
  dayLabel: string;
}) {
  const { i18n } = useTranslation();
  const [dayFormat, shortDay] = useMemo(() => {
    const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return [long, (seconds: number) => short.format(new Date(seconds * 1000))] as const;
  }, [i18n.language]);
  return (
    <ChartFigure
      title={title}
      times={days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)}
      series={series}
      rows={days.map((day, index) => ({
        key: day,
        label: dayFormat.format(new Date(`${day}T00:00:00Z`)),
        values: series.map((one) => one.values[index] ?? 0),
      }))}
      rowHeader={dayLabel}
      format={format}
      formatTime={shortDay}
      whole={whole}
    />
  );
}
