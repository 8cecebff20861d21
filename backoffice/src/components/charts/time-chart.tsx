import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import './time-chart.scss';
import type { TimeSeries } from './series';

/**
 * Series over time drawn with uPlot (a small canvas charting library, loaded with the first
 * chart only: import this module lazily). The canvas is decoration for sighted staff: every
 * screen that draws one shows the same figures in a table beside it.
 */
export default function TimeChart({
  times,
  series,
  format,
  height = 180,
}: {
  /** Each point's time, in seconds since 1970 (UTC). */
  times: number[];
  series: TimeSeries[];
  format: (value: number) => string;
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
        scales: { x: { time: true } },
        axes: [{}, { values: (_chart, ticks) => ticks.map(format), size: 70 }],
        series: [
          {},
          ...series.map((one) => ({
            label: one.label,
            stroke: one.colour,
            fill: `${one.colour}22`,
            width: 2,
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
  }, [times, series, format, height]);
  return <div ref={box} aria-hidden="true" className="mb-2" />;
}
