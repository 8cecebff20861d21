/** One series of a chart over time (time-chart.tsx draws them). */
export interface TimeSeries {
  label: string;
  /** One per time; null where there is nothing to show (no loads that hour). */
  values: Array<number | null>;
  /** A CSS colour. */
  colour: string;
}

/** Bootstrap's palette, in the order series take them. */
export const SERIES_COLOURS = ['#0d6efd', '#d63384', '#198754', '#fd7e14'] as const;

/**
 * Whether this browser can draw the charts (uPlot reads the screen's pixel ratio through
 * matchMedia and draws on a canvas); without, the dashboard shows the tables alone.
 */
export const canDrawCharts = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  typeof HTMLCanvasElement !== 'undefined';
