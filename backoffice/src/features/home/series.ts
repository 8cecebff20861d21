/** One series of a chart per day (day-chart.tsx draws them; the dashboard names them). */
export interface DaySeries {
  label: string;
  values: number[];
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
