import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import './day-chart.scss';
import type { DaySeries } from './series';

/**
 * Series per day drawn with uPlot (a small canvas charting library, loaded with the dashboard
 * only). The canvas is decoration for sighted staff: the same figures are in the table the
 * dashboard shows beside it.
 */
export default function DayChart({
  days,
  series,
  format,
  height = 180,
}: {
  days: string[];
  series: DaySeries[];
  format: (value: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const times = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
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
  }, [days, series, format, height]);
  return <div ref={box} aria-hidden="true" className="mb-2" />;
}
