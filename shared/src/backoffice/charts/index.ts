// Charts over time for back-office screens (the dashboard, the delivery console, the campaigns'
// figures): an entry of its own, so a screen without charts never bundles the charting library.
export { ChartFigure } from './chart-figure';
export { SERIES_COLOURS, canDrawCharts, type TimeSeries } from './series';
export { DayFigures } from './day-figures';
