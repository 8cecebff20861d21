import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import './time-chart.scss';
import type { TimeSeries } from './series';

/**
 * Series over time drawn with uPlot (a small canvas charting library, loaded with the first
 * chart only: import this module lazily). The canvas is decoration for sighted staff: every
 * screen that draws one shows the same figures in a table beside it.
 */
/** Steps of a value axis of counts. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 100_000];

export default function TimeChart({
  times,
  series,
  format,
  formatTime,
  timeLabel,
  whole = false,
  height = 180,
}: {
  /** Each point's time, in seconds since 1970 (UTC). */
  times: number[];
  series: TimeSeries[];
  format: (value: number) => string;
  /** A time as the staff member's language writes it (axis and legend). */
  formatTime: (seconds: number) => string;
  /** What the times are (the legend's first entry): a day, an hour. */
  timeLabel: string;
  /** Counts: the value axis steps by whole numbers. */
  whole?: boolean;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height,
        legend: { show: series.length > 1 },
        scales: {
          // One point alone still gets a readable span around it.
          x: {
            time: true,
            range: (_chart, min, max) => (min === max ? [min - 3600, max + 3600] : [min, max]),
          },
          // Figures here are never negative: the axis starts at zero.
          y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          { values: (_chart, ticks) => ticks.map(formatTime), space: 60 },
          {
            values: (_chart, ticks) => ticks.map(format),
            size: 70,
            ...(whole ? { incrs: WHOLE_STEPS } : {}),
          },
        ],
        series: [
          {
            label: timeLabel,
            value: (_chart: uPlot, value: number | null) =>
              value === null ? '—' : formatTime(value),
          },
          ...series.map((one) => ({
            label: one.label,
            stroke: one.colour,
            fill: `${one.colour}22`,
            width: 2,
            // An hour alone between gaps still shows.
            points: { show: true, size: 4 },
            value: (_chart: uPlot, value: number | null) => (value === null ? '—' : format(value)),
          })),
        ],
      },
      [times, ...series.map((one) => one.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, series, format, formatTime, timeLabel, whole, height]);
  return <div ref={box} aria-hidden="true" className="mb-2" />;
}
